// The home hero's background video (src/components/site/sections/hero-video.tsx): its
// sources are attached once the page has loaded and the browser is idle, the poster already on
// screen becomes its first frame, and it fades in when it plays. The button under it
// pauses and plays it (WCAG 2.2.2); reduced motion, asked for or turned on later,
// stops it.
import { reducedMotion, savesData } from './motion';

interface Source {
  src: string;
  type: string;
}

function whenIdleAfterLoad(start: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: 4000 })
      : window.setTimeout(start, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function mount(root: HTMLElement): void {
  const video = root.querySelector('video');
  const toggle = root.querySelector<HTMLButtonElement>('button');
  const { sources, labelPause = '', labelPlay = '' } = root.dataset;
  if (!video || !toggle || !sources) return;
  const motion = reducedMotion();
  if (savesData() || motion.matches) return;

  const show = (playing: boolean) => {
    video.dataset.visible = 'true';
    toggle.hidden = false;
    toggle.textContent = playing ? labelPause : labelPlay;
  };
  let played = false;
  video.addEventListener('playing', () => {
    played = true;
    show(true);
  });
  // Only once it has played: until then the poster is the picture, with no button.
  video.addEventListener('pause', () => played && show(false));
  toggle.addEventListener('click', () => {
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  });
  motion.addEventListener('change', () => {
    if (motion.matches) video.pause();
  });

  whenIdleAfterLoad(() => {
    if (motion.matches) return;
    const poster = root.querySelector('img')?.currentSrc;
    if (poster) video.poster = poster;
    for (const { src, type } of JSON.parse(sources) as Source[]) {
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      video.append(source);
    }
    video.load();
    video.play().catch(() => {
      // Autoplay refused (e.g. a battery saver): the poster stays.
    });
  });
}
