'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VideoSource } from '@/content/home';
import { REDUCED_MOTION_QUERY } from '@/components/ui/use-media-query';
import styles from './home-hero.module.css';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * The hero's looping muted background video. The server renders the poster (an
 * optimised, preloaded image passed as children) and an empty <video>; sources are
 * attached only after the page's load event, when the browser is idle, so the video
 * never competes with the first paint. With Save-Data or reduced motion the video is
 * never loaded and the poster stays. A visible button pauses it (WCAG 2.2.2).
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
  const wrapper = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'poster' | 'playing' | 'paused'>('poster');
  const [sourceList] = useState(sources);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    if (saveData || reducedMotion.matches) return;

    let cancelled = false;
    let idleId: number | undefined;
    const start = () => {
      if (cancelled || reducedMotion.matches) return;
      // The poster already on screen, so the first video frame replaces it seamlessly.
      const poster = wrapper.current?.querySelector('img')?.currentSrc;
      if (poster) element.poster = poster;
      for (const { src, type } of sourceList) {
        const source = document.createElement('source');
        source.src = src;
        source.type = type;
        element.append(source);
      }
      element.load();
      element.play().catch(() => {
        // Autoplay refused (e.g. a battery saver): the poster stays.
      });
    };
    const whenIdle = () => {
      idleId =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(start, { timeout: 4000 })
          : window.setTimeout(start, 200);
    };
    const stopOnReducedMotion = () => {
      if (reducedMotion.matches) element.pause();
    };
    reducedMotion.addEventListener('change', stopOnReducedMotion);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      reducedMotion.removeEventListener('change', stopOnReducedMotion);
      if (idleId !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
        window.clearTimeout(idleId);
      }
    };
  }, [sourceList]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <>
      <div ref={wrapper} className={styles.media}>
        {children}
        <video
          ref={video}
          className={styles.video}
          data-visible={state !== 'poster'}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setState('playing')}
          onPause={() => setState((current) => (current === 'poster' ? current : 'paused'))}
        />
      </div>
      {state !== 'poster' && (
        <button type="button" className={styles.videoToggle} onClick={toggle}>
          {state === 'playing' ? labels.pause : labels.play}
        </button>
      )}
    </>
  );
}
