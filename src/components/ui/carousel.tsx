import type { CSSProperties, ReactNode } from 'react';
import styles from './carousel.module.css';

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
  /**
   * Shown in an order drawn in each visitor's browser: `slides.length` slides out of
   * `slides` and `candidates` together. The server shows `slides`, in their order;
   * `candidates` are rendered hidden, without a slide's role or name, for the draw.
   */
  random?: boolean;
  candidates?: ReactNode[];
  className?: string;
}

const ICONS = {
  prev: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h4v14H7zm6 0h4v14h-4z',
  play: 'M8 5v14l11-7z',
};

/** A round button above the slides; `label` names it for screen readers. */
function Control({
  label,
  part,
  icon,
  flip = false,
}: {
  label: string;
  /** Which control the carousel island finds it as. */
  part: 'prev' | 'next';
  /** An SVG path in a 24 × 24 box. */
  icon: string;
  /** A direction arrow: mirrored on right-to-left pages. */
  flip?: boolean;
}) {
  return (
    <button type="button" className={styles.control} aria-label={label} data-carousel-part={part}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`${styles.icon} ${flip ? 'flip-in-rtl' : ''}`}
      >
        <path d={icon} fill="currentColor" />
      </svg>
    </button>
  );
}

/**
 * Embla carousel with looping autoplay (spec point 9), a visible pause/play button,
 * previous/next buttons and arrow keys. This renders the complete markup, as a carousel
 * that plays looks before it has moved: the slides in their resting layout (CSS only),
 * the first one current, the button saying Pause (Play, disabled, for a single slide).
 * Everything it does in the browser is the carousel island's (src/islands/carousel.ts):
 * it finds the controls by `data-carousel-part` and reads its delay from
 * `data-autoplay-ms`; the pause button's icon and visible word follow `data-playing` in
 * carousel.module.css, its accessible name comes from `data-pause` and `data-play`.
 */
export function Carousel({
  label,
  layout,
  autoplayMs,
  gapPx = 24,
  slides,
  random = false,
  candidates = [],
  className,
  controls: words,
  slideLabels,
}: CarouselProps) {
  const playing = slides.length > 1;
  const style = { '--carousel-gap': `${gapPx}px` } as CSSProperties;
  const slideClass = `${styles.slide} ${styles[layout]}`;

  return (
    <section
      className={`${styles.root} ${className ?? ''}`}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      style={style}
      data-island="carousel"
      data-autoplay-ms={autoplayMs}
      data-playing={playing}
      data-selection={random ? 'server' : undefined}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? words.pause : words.play}
          data-pause={words.pause}
          data-play={words.play}
          disabled={!playing}
          data-carousel-part="toggle"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path d={ICONS.pause} fill="currentColor" className={styles.whilePlaying} />
            <path d={ICONS.play} fill="currentColor" className={styles.whilePaused} />
          </svg>
          <span aria-hidden="true" className={styles.whilePlaying}>
            {words.pauseShort}
          </span>
          <span aria-hidden="true" className={styles.whilePaused}>
            {words.playShort}
          </span>
        </button>
        <Control label={words.previous} part="prev" icon={ICONS.prev} flip />
        <Control label={words.next} part="next" icon={ICONS.next} flip />
      </div>
      <div className={styles.viewport} data-carousel-part="viewport">
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: the list is fixed for the life of the page.
              key={index}
              className={slideClass}
              role="group"
              aria-roledescription={words.slideRoleDescription}
              aria-label={slideLabels[index]}
              aria-current={index === 0 ? 'true' : undefined}
            >
              {slide}
            </div>
          ))}
          {candidates.map((slide, index) => (
            <div key={slides.length + index} className={slideClass} hidden>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
