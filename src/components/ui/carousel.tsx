'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useRef,
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

/** The carousel's words in the page's language (src/content: ui.carousel). */
export interface CarouselCopy {
  controls: {
    roleDescription: string;
    slideRoleDescription: string;
    pause: string;
    play: string;
    pauseShort: string;
    playShort: string;
    previous: string;
    next: string;
  };
  /** Each slide's name, "1 of 10", in order. */
  slideLabels: readonly string[];
}

export interface CarouselProps extends CarouselCopy {
  /** Accessible name of the carousel region, e.g. 'Success stories'. */
  label: string;
  layout: CarouselLayout;
  autoplayMs: number;
  gapPx?: number;
  slides: ReactNode[];
  className?: string;
}

/** A round button above the slides; `label` names it for screen readers. */
function Control({
  label,
  icon,
  onClick,
  disabled,
  flip = false,
  children,
}: {
  label: string;
  /** A direction arrow: mirrored on right-to-left pages. */
  flip?: boolean;
  /** An SVG path in a 24 × 24 box. */
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.control}
      onClick={onClick}
      aria-label={label}
      disabled={disabled}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`${styles.icon} ${flip ? 'flip-in-rtl' : ''}`}
      >
        <path d={icon} fill="currentColor" />
      </svg>
      {children}
    </button>
  );
}

const loadEngine = () => import('./carousel-engine');

/** Starts loading Embla this far before the carousel scrolls into view. */
const LOAD_AHEAD_MARGIN = '300px';

type Move = 'prev' | 'next';

/** Embla's transition length (its own unit); under reduced motion slides move at once. */
const SLIDE_DURATION = 25;
const INSTANT_DURATION = 1;

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
 *
 * The server renders the slides in their resting layout (CSS only); Embla itself is
 * loaded when the carousel nears the viewport, or at once when a control is used (the
 * move is made as soon as it has started).
 */
export function Carousel({
  label,
  layout,
  autoplayMs,
  gapPx = 24,
  slides,
  className,
  controls: words,
  slideLabels,
}: CarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [userPaused, setUserPaused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const pendingMove = useRef<Move | null>(null);
  // The engine as soon as it exists: a press made between its creation and the render
  // that hands it to `embla` must move it, not wait for a load that has already happened.
  const engineRef = useRef<EmblaCarouselType>(undefined);
  const [selected, setSelected] = useState(0);
  const playing = !userPaused && !reducedMotion && slides.length > 1;
  const duration = reducedMotion ? INSTANT_DURATION : SLIDE_DURATION;
  const appliedDuration = useRef(SLIDE_DURATION);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (wanted || !viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    loadEngine()
      .then(({ createCarousel }) => {
        if (cancelled) return;
        api = createCarousel(viewport, { autoplayMs, duration: SLIDE_DURATION });
        engineRef.current = api;
        appliedDuration.current = SLIDE_DURATION;
        const move = pendingMove.current;
        pendingMove.current = null;
        if (move === 'prev') api.scrollPrev();
        if (move === 'next') api.scrollNext();
        setEmbla(api);
      })
      .catch((error: unknown) => {
        // The slides stay readable in their resting layout; only sliding is lost.
        console.error('[carousel] the carousel script did not load:', error);
      });
    return () => {
      cancelled = true;
      api?.destroy();
      engineRef.current = undefined;
      setEmbla(undefined);
    };
  }, [wanted, autoplayMs]);

  useEffect(() => {
    if (!embla || appliedDuration.current === duration) return;
    appliedDuration.current = duration;
    embla.reInit({ duration });
  }, [embla, duration]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
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

  const move = useCallback((direction: Move) => {
    const engine = engineRef.current;
    if (engine) {
      if (direction === 'prev') engine.scrollPrev();
      else engine.scrollNext();
      return;
    }
    pendingMove.current = direction;
    setWanted(true);
  }, []);
  const scrollPrev = useCallback(() => move('prev'), [move]);
  const scrollNext = useCallback(() => move('next'), [move]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    // Right to left, the next slide comes from the left: the arrow keys follow the track.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      if ((event.key === 'ArrowRight') !== rtl) scrollNext();
      else scrollPrev();
    }
  };

  const style = { '--carousel-gap': `${gapPx}px` } as CSSProperties;

  return (
    <section
      className={`${styles.root} ${className ?? ''}`}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={style}
      data-playing={playing}
    >
      <div className={styles.controls}>
        <Control
          label={playing ? words.pause : words.play}
          icon={playing ? ICONS.pause : ICONS.play}
          onClick={() => setUserPaused(playing)}
          disabled={reducedMotion || slides.length < 2}
        >
          <span aria-hidden="true">{playing ? words.pauseShort : words.playShort}</span>
        </Control>
        <Control label={words.previous} icon={ICONS.prev} onClick={scrollPrev} flip />
        <Control label={words.next} icon={ICONS.next} onClick={scrollNext} flip />
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the list is fixed for the life of the page.
              key={index}
              className={`${styles.slide} ${styles[layout]}`}
              role="group"
              aria-roledescription={words.slideRoleDescription}
              aria-label={slideLabels[index]}
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
