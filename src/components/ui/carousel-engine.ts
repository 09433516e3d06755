// Embla and its autoplay plugin, loaded by the carousel only when it comes near the
// viewport (or a control is used): neither is part of the page's first JavaScript, and
// Embla's layout measurements never run while the page hydrates.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export function createCarousel(
  viewport: HTMLElement,
  { autoplayMs, duration }: { autoplayMs: number; duration: number },
): EmblaCarouselType {
  return EmblaCarousel(viewport, { loop: true, align: 'start', duration }, [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
}
