import type { ReactNode } from 'react';
import { Carousel, type CarouselCopy, type CarouselLayout } from '@/components/ui/carousel';

export interface RandomCarouselProps extends CarouselCopy {
  label: string;
  layout: CarouselLayout;
  autoplayMs: number;
  /** Every slide that may be shown, rendered on the server (keyed), in the server's order. */
  pool: ReactNode[];
  /** How many slides are shown. */
  count: number;
}

/**
 * A carousel of `count` slides drawn at random from `pool` in each visitor's browser, so
 * a page served from the cache still varies per visit. The server's HTML shows the pool's
 * first `count` and holds the rest hidden; the carousel island (src/islands/carousel.ts)
 * draws and orders the slides once, when it starts, before Embla has loaded. The slide
 * count stays the same, so the carousel keeps its names ("1 of 10"), timer and controls.
 * Where React hydrates the page (dev server, draft preview) it hydrates the server's
 * markup unchanged: the island changes attributes only there.
 */
export function RandomCarousel({
  label,
  layout,
  autoplayMs,
  pool,
  count,
  controls,
  slideLabels,
}: RandomCarouselProps) {
  return (
    <Carousel
      label={label}
      layout={layout}
      autoplayMs={autoplayMs}
      slides={pool.slice(0, count)}
      candidates={pool.slice(count)}
      random
      controls={controls}
      slideLabels={slideLabels}
    />
  );
}
