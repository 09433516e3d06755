// Embla and its autoplay plugin, loaded by the carousel only when it comes near the
// viewport (or a control is used): neither is part of the page's first JavaScript, and
// Embla's layout measurements never run while the page hydrates.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export function createCarousel(
  viewport: HTMLElement,
  { autoplayMs, duration }: { autoplayMs: number; duration: number },
): EmblaCarouselType {
  // On a right-to-left page the slides run from right to left: Next and autoplay move the
  // track rightwards, as an Arabic reader expects (Embla needs both the CSS and the option).
  const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
  return EmblaCarousel(viewport, { loop: true, align: 'start', duration, direction }, [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
}
