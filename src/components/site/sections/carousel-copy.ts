import { copyFor } from '@/content/editions';
import type { CarouselCopy } from '@/components/ui/carousel';
import type { Locale } from '@/lib/locale';

/**
 * A carousel's words in the page's language, as plain strings, each slide's "2 of 10"
 * included: the carousel island (src/islands/carousel.ts) reads them from the markup.
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
