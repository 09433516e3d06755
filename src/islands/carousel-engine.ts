// Embla and its autoplay plugin, loaded by the carousel island (./carousel.ts) only when
// a carousel comes near the viewport (or one of its controls is used): neither is part of
// the page's first JavaScript. A chunk of its own (esbuild splits this dynamic import).
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export function createCarousel(
  viewport: HTMLElement,
  { slides, autoplayMs, duration }: { slides: HTMLElement[]; autoplayMs: number; duration: number },
): EmblaCarouselType {
  // On a right-to-left page the slides run from right to left: Next and autoplay move the
  // track rightwards, as an Arabic reader expects (Embla needs both the CSS and the option).
  const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
  return EmblaCarousel(viewport, { loop: true, align: 'start', duration, direction, slides }, [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
}
