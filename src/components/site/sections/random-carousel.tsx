'use client';

import { useState, type ReactNode } from 'react';
import { Carousel, type CarouselCopy, type CarouselLayout } from '@/components/ui/carousel';
import { useHydrated } from '@/components/ui/use-hydrated';
import { randomSelection } from '@/lib/random-selection';

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
 * a page served from the cache still varies per visit. The server's HTML (and the
 * hydrating render) shows the pool's first `count`, so hydration matches; the random
 * selection replaces them once, right after hydration, before the carousel script has
 * loaded. The slide count stays the same, so the carousel keeps its position, timer and
 * controls. A carousel mounted later, by a client-side navigation, is random from the
 * start.
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
  const hydrated = useHydrated();
  // Drawn once per mount; the caller keys this component by the pool's size.
  const [selection] = useState(() => randomSelection(pool.length, count));
  const slides = hydrated ? selection.map((index) => pool[index]) : pool.slice(0, count);
  return (
    <div data-selection={hydrated ? 'random' : 'server'}>
      <Carousel
        label={label}
        layout={layout}
        autoplayMs={autoplayMs}
        slides={slides}
        controls={controls}
        slideLabels={slideLabels}
      />
    </div>
  );
}
