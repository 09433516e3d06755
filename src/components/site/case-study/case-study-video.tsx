'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/components/ui/use-media-query';
import { VIDEO_AUTOPLAY_DELAY_MS } from '@/lib/constants';

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * The case study's testimonial video: with controls, it starts muted 1 second after the
 * page opens (spec point 4) and the first click turns the sound on. Visitors who prefer
 * reduced motion or save data start it themselves. Its <source> and caption <track> come
 * from the server as children, so the browser bundle carries no markup of theirs.
 */
export function CaseStudyVideo({
  src,
  poster,
  crossOrigin,
  label,
  children,
}: {
  /** For the error log. */
  src: string;
  poster?: string;
  crossOrigin?: 'anonymous';
  label: string;
  children: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const unmuted = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
    if (saveData || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    const timer = window.setTimeout(() => {
      if (unmuted.current) return;
      element.muted = true;
      element.play().catch(() => {
        // Autoplay refused by the browser: the controls remain.
      });
    }, VIDEO_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const unmuteOnFirstClick = () => {
    const element = video.current;
    if (!element || unmuted.current) return;
    unmuted.current = true;
    const wasPlaying = !element.paused;
    element.muted = false;
    // A click on the picture also toggles playback; the first click is meant for sound.
    window.requestAnimationFrame(() => {
      if (wasPlaying && element.paused) void element.play().catch(() => undefined);
    });
  };

  return (
    <video
      ref={video}
      controls
      muted
      playsInline
      preload="none"
      poster={poster}
      crossOrigin={crossOrigin}
      aria-label={label}
      onClick={unmuteOnFirstClick}
      onVolumeChange={(event) => {
        if (!event.currentTarget.muted) unmuted.current = true;
      }}
      onError={() => console.error(`[case study] the video ${src} could not be loaded`)}
    >
      {children}
    </video>
  );
}
