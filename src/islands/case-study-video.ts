// The case study's testimonial video (src/components/site/case-study/case-study-video.tsx):
// it starts muted after VIDEO_AUTOPLAY_DELAY_MS (spec point 4: 1 second), unless the
// visitor prefers reduced motion or saves data; the first click turns the sound on.
import { VIDEO_AUTOPLAY_DELAY_MS } from '@/lib/constants';
import { reducedMotion, savesData } from './motion';

export function mount(video: HTMLElement): void {
  if (!(video instanceof HTMLVideoElement)) return;
  let unmuted = false;
  video.addEventListener('volumechange', () => {
    if (!video.muted) unmuted = true;
  });
  video.addEventListener('click', () => {
    if (unmuted) return;
    unmuted = true;
    const wasPlaying = !video.paused;
    video.muted = false;
    // A click on the picture also toggles playback; the first click is meant for sound.
    window.requestAnimationFrame(() => {
      if (wasPlaying && video.paused) void video.play().catch(() => undefined);
    });
  });
  // Spec: a video that cannot load is only logged. Errors do not bubble, so they are
  // caught on their way down: the video's own and its sources', not a caption track's.
  video.addEventListener(
    'error',
    (event) => {
      if (event.target === video || event.target instanceof HTMLSourceElement) {
        console.error(`[case study] the video ${video.dataset.src} could not be loaded`);
      }
    },
    true,
  );

  if (savesData() || reducedMotion().matches) return;
  window.setTimeout(() => {
    if (unmuted) return;
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused by the browser: the controls remain.
    });
  }, VIDEO_AUTOPLAY_DELAY_MS);
}
