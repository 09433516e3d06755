// What a visitor has asked of moving pictures and data, for the islands that play them.

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Matches while the visitor prefers reduced motion (it can change while the page is open). */
export const reducedMotion = (): MediaQueryList =>
  window.matchMedia('(prefers-reduced-motion: reduce)');

/** The browser's Save-Data setting (Chromium's Network Information API). */
export const savesData = (): boolean =>
  (navigator as NavigatorWithConnection).connection?.saveData === true;
