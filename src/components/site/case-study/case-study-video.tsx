import type { ReactNode } from 'react';

/**
 * The case study's testimonial video, with controls. In the browser
 * (src/islands/case-study-video.ts) it starts muted 1 second after the page opens (spec
 * point 4) and the first click turns the sound on; visitors who prefer reduced motion or
 * save data start it themselves. Its <source> and caption <track> are children.
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
  return (
    <video
      controls
      muted
      playsInline
      preload="none"
      poster={poster}
      crossOrigin={crossOrigin}
      aria-label={label}
      data-island="case-study-video"
      data-src={src}
    >
      {children}
    </video>
  );
}
