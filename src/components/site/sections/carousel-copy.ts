import { copyFor } from '@/content/editions';
import type { CarouselCopy } from '@/components/ui/carousel';
import type { Locale } from '@/lib/locale';

/**
 * A carousel's words in the page's language, as plain strings: the carousel is a client
 * component, and its props cross to the browser (no functions), so each slide's
 * "2 of 10" is written here, on the server.
 */
export function carouselCopy(locale: Locale, slideCount: number): CarouselCopy {
  const { slidePosition, ...controls } = copyFor(locale).ui.carousel;
  return {
    controls,
    slideLabels: Array.from({ length: slideCount }, (_, index) =>
      slidePosition(index + 1, slideCount),
    ),
  };
}
