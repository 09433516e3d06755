'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it changes; `fallback` until measured.
 * A chart drawn at its real width keeps its text at the page's size on a phone, where a
 * scaled-down drawing would shrink it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(1, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
