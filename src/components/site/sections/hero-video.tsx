import type { ReactNode } from 'react';
import type { VideoSource } from '@/content/home';
import styles from './home-hero.module.css';

/**
 * The hero's looping muted background video. The server renders the poster (an
 * optimised, preloaded image passed as children), an empty <video> and its pause button,
 * hidden. In the browser (src/islands/hero-video.ts) the video gets its source only after
 * the page's load event, when the browser is idle, so it never competes with the first
 * paint; with Save-Data or reduced motion it is never loaded and the poster stays. The
 * visible button pauses it (WCAG 2.2.2).
 */
export function HeroVideo({
  sources,
  labels,
  children,
}: {
  sources: VideoSource[];
  /** The pause/play button's names, in the page's language. */
  labels: { pause: string; play: string };
  children: ReactNode;
}) {
  return (
    <div
      data-island="hero-video"
      data-sources={JSON.stringify(sources)}
      data-label-pause={labels.pause}
      data-label-play={labels.play}
      style={{ display: 'contents' }}
    >
      <div className={styles.media}>
        {children}
        <video
          className={styles.video}
          data-visible="false"
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
        />
      </div>
      <button type="button" className={styles.videoToggle} hidden>
        {labels.pause}
      </button>
    </div>
  );
}
