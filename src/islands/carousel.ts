// The carousels' browser side (showcase, portfolio, testimonials; spec point 9): the
// server renders the whole carousel (src/components/ui/carousel.tsx: controls, slides in
// their resting layout, the first slide current, the pause button saying Pause); this
// island makes it move. Embla and its autoplay plugin (./carousel-engine) load when the
// carousel comes within LOAD_AHEAD_MARGIN of the viewport, or at once when a control is
// used: a move asked for before they have arrived is made as soon as they have.
//
// Autoplay loops at the delay in `data-autoplay-ms`; it pauses while the pointer or
// keyboard focus is inside the slides and resumes afterwards (the spec's carousels keep
// playing after an interaction); the pause button stops it until pressed again (WCAG
// 2.2.2); it never starts when the visitor prefers reduced motion, and then slides move
// at once. The arrow keys move the slides, following the track on right-to-left pages.
//
// A carousel marked `data-selection="server"` (the portfolio) holds more slides than it
// shows: the server shows the first ones and hides the rest (candidates, without a slide's
// role or name); here each visit draws its own, in random order, so a cached page still
// varies per visitor. The island changes attributes only (hidden, names, aria-current),
// except that on a page without React it also puts the drawn slides in their order in the
// document, so that reading and Tab order follow what is seen.
import type { EmblaCarouselType } from 'embla-carousel';
import { randomSelection } from '@/lib/random-selection';
import { reducedMotion as reducedMotionQuery } from './motion';

type Move = 'prev' | 'next';

/** Starts loading Embla this far before the carousel scrolls into view. */
const LOAD_AHEAD_MARGIN = '300px';

/** Embla's transition length (its own unit); under reduced motion slides move at once. */
const SLIDE_DURATION = 25;
const INSTANT_DURATION = 1;

interface Parts {
  toggle: HTMLButtonElement;
  viewport: HTMLElement;
  track: HTMLElement;
  prev: HTMLElement | null;
  next: HTMLElement | null;
}

export function mount(root: HTMLElement): void {
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-carousel-part="${name}"]`);
  const toggle = part('toggle');
  const viewport = part('viewport');
  const track = viewport?.firstElementChild;
  if (!(toggle instanceof HTMLButtonElement) || !viewport || !(track instanceof HTMLElement)) {
    console.error('[carousel] the markup lacks its controls or slides:', root);
    return;
  }
  start(root, { toggle, viewport, track, prev: part('prev'), next: part('next') });
}

function start(root: HTMLElement, { toggle, viewport, track, prev, next }: Parts): void {
  const slides = drawSlides(root, track);
  const autoplayMs = Number(root.dataset.autoplayMs);
  const reducedMotion = reducedMotionQuery();
  const duration = () => (reducedMotion.matches ? INSTANT_DURATION : SLIDE_DURATION);

  let userPaused = false;
  let embla: EmblaCarouselType | undefined;
  let loading = false;
  let pendingMove: Move | null = null;

  const playing = () => !userPaused && !reducedMotion.matches && slides.length > 1;

  /** The controls, the live region and autoplay as `playing()` says. */
  function update(): void {
    const on = playing();
    // The button's icon and visible word follow data-playing in CSS.
    root.dataset.playing = String(on);
    toggle.setAttribute('aria-label', (on ? toggle.dataset.pause : toggle.dataset.play) ?? '');
    toggle.disabled = reducedMotion.matches || slides.length < 2;
    // While it plays, slides changing are not announced; once paused, they are.
    track.setAttribute('aria-live', on ? 'off' : 'polite');
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay || embla.scrollSnapList().length < 2) return;
    if (on) autoplay.play();
    else autoplay.stop();
  }

  function showCurrent(): void {
    const current = embla?.selectedScrollSnap() ?? 0;
    slides.forEach((slide, index) => {
      if (index === current) slide.setAttribute('aria-current', 'true');
      else slide.removeAttribute('aria-current');
    });
  }

  function scroll(engine: EmblaCarouselType, direction: Move): void {
    if (direction === 'prev') engine.scrollPrev();
    else engine.scrollNext();
  }

  function load(): void {
    if (loading) return;
    loading = true;
    observer.disconnect();
    import('./carousel-engine')
      .then(({ createCarousel }) => {
        const engine = createCarousel(viewport, { slides, autoplayMs, duration: duration() });
        embla = engine;
        showCurrent();
        engine.on('select', showCurrent).on('reInit', showCurrent);
        // The plugin restarts itself after hover, focus or a drag; a paused carousel stays paused.
        engine.on('autoplay:timerset', () => {
          if (!playing()) queueMicrotask(() => engine.plugins().autoplay?.stop());
        });
        update();
        if (pendingMove) scroll(engine, pendingMove);
        pendingMove = null;
      })
      .catch((error: unknown) => {
        // The slides stay readable in their resting layout; only sliding is lost.
        console.error('[carousel] the carousel script did not load:', error);
      });
  }

  function move(direction: Move): void {
    if (embla) return scroll(embla, direction);
    pendingMove = direction;
    load();
  }

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    },
    { rootMargin: LOAD_AHEAD_MARGIN },
  );
  observer.observe(viewport);

  toggle.addEventListener('click', () => {
    userPaused = playing();
    update();
  });
  prev?.addEventListener('click', () => move('prev'));
  next?.addEventListener('click', () => move('next'));
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      return;
    event.preventDefault();
    // Right to left, the next slide comes from the left: the arrow keys follow the track.
    const rtl = getComputedStyle(root).direction === 'rtl';
    move((event.key === 'ArrowRight') !== rtl ? 'next' : 'prev');
  });
  reducedMotion.addEventListener('change', () => {
    // reInit restarts the plugins (autoplay stopped): update() then sets it going again.
    embla?.reInit({ duration: duration() });
    update();
  });

  update();
}

/**
 * The carousel's slides in their order. For a `data-selection="server"` carousel, a random
 * draw of as many as the server showed, from all it rendered: the drawn ones are shown,
 * named "1 of N"… in their new order, the others hidden and unnamed.
 */
function drawSlides(root: HTMLElement, track: HTMLElement): HTMLElement[] {
  const all = [...track.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement,
  );
  const shown = all.filter((slide) => slide.hasAttribute('aria-roledescription'));
  if (root.dataset.selection !== 'server' || shown.length === 0) return shown;

  const model = shown[0]!;
  const role = model.getAttribute('role') ?? 'group';
  const roleDescription = model.getAttribute('aria-roledescription')!;
  const labels = shown.map((slide) => slide.getAttribute('aria-label') ?? '');
  const drawn = randomSelection(all.length, shown.length).map((index) => all[index]!);
  // Where React owns the markup (dev server, draft preview), moving its nodes would break
  // hydration: there CSS orders the slides. Cached pages carry no React runtime.
  const reactOwnsPage = '__next_f' in self;
  for (const slide of all) {
    slide.hidden = true;
    slide.removeAttribute('role');
    slide.removeAttribute('aria-roledescription');
    slide.removeAttribute('aria-label');
    slide.removeAttribute('aria-current');
  }
  drawn.forEach((slide, position) => {
    slide.hidden = false;
    slide.setAttribute('role', role);
    slide.setAttribute('aria-roledescription', roleDescription);
    slide.setAttribute('aria-label', labels[position]!);
    if (position === 0) slide.setAttribute('aria-current', 'true');
    if (reactOwnsPage) slide.style.order = String(position);
    else track.append(slide);
  });
  root.dataset.selection = 'random';
  return drawn;
}
