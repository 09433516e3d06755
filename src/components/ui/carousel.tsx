'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './carousel.module.css';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

/**
 * Slides per view by width; the media queries live in carousel.module.css and follow
 * spec point 9 (constants in src/lib/constants.ts):
 * - showcase: 1 below SHOWCASE_TWO_SLIDES_FROM_PX (992), 2 from it
 * - portfolio: 1 below PORTFOLIO_TWO_SLIDES_FROM_PX (778), 2 from it
 * - testimonials: TESTIMONIALS_SLIDES_PER_VIEW (1.3)
 */
export type CarouselLayout = 'showcase' | 'portfolio' | 'testimonials';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. 'Success stories'. */
  label: string;
  layout: CarouselLayout;
  autoplayMs: number;
  gapPx?: number;
  slides: ReactNode[];
  className?: string;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  prev: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h4v14H7zm6 0h4v14h-4z',
  play: 'M8 5v14l11-7z',
};

/**
 * Embla carousel with looping autoplay (spec point 9), a visible pause/play button,
 * previous/next buttons and arrow keys. Autoplay pauses while the pointer or keyboard
 * focus is inside and resumes afterwards (the spec's carousels keep playing after an
 * interaction); the pause button stops it until pressed again; it never starts when
 * the visitor prefers reduced motion.
 */
export function Carousel({
  label,
  layout,
  autoplayMs,
  gapPx = 24,
  slides,
  className,
}: CarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [userPaused, setUserPaused] = useState(false);
  const [plugins] = useState(() => [
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 1 : 25 },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const playing = !userPaused && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay || embla.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
    // The plugin restarts itself after hover, focus or a drag; a paused carousel stays paused.
    const keepStopped = () => {
      if (!playing) queueMicrotask(() => autoplay.stop());
    };
    embla.on('autoplay:timerset', keepStopped);
    return () => {
      embla.off('autoplay:timerset', keepStopped);
    };
  }, [embla, playing]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  const style = { '--carousel-gap': `${gapPx}px` } as CSSProperties;

  return (
    <section
      className={`${styles.root} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={style}
      data-playing={playing}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setUserPaused(playing)}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          disabled={reducedMotion || slides.length < 2}
        >
          <Icon path={playing ? ICONS.pause : ICONS.play} />
          <span aria-hidden="true">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={scrollPrev}
          aria-label="Previous slide"
        >
          <Icon path={ICONS.prev} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={scrollNext}
          aria-label="Next slide"
        >
          <Icon path={ICONS.next} />
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the list is fixed for the life of the page.
              key={index}
              className={`${styles.slide} ${styles[layout]}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-current={index === selected ? 'true' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
