import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// A visitor who jumps to the footer or to the contact form (a link to #contact, the End
// key, a fast swipe) must find it where it landed. Sections below the fold use
// `content-visibility: auto`: each is drawn at a placeholder height until it comes near,
// then takes its real one. One right above the footer moved the footer just after the
// jump, so a tap or click meant for a footer link landed beside it.
const TARGETS = { footer: 'footer a[href="/company"]', 'contact form': '#contact' };

/** How far the element moves after it is scrolled to, once the page has redrawn a few times. */
function shiftAfterJump(selector: string): Promise<number | null> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element) return resolve(null);
    window.scrollTo(0, 0);
    element.scrollIntoView({ block: 'center' });
    const landed = element.getBoundingClientRect().y;
    // Frames as well as time: on a busy machine frames come late, and the sections near
    // the new position are drawn at a frame, not at a time.
    let frames = 0;
    const started = performance.now();
    const frame = () => {
      frames += 1;
      if (frames < 10 || performance.now() - started < 400) requestAnimationFrame(frame);
      else resolve(Math.round(element.getBoundingClientRect().y - landed));
    };
    requestAnimationFrame(frame);
  });
}

// One test per route: 19 routes in one test took 50 s of its 60 on a loaded machine.
for (const route of PUBLIC_ROUTES) {
  test(`${route}: the footer and the contact form stay where a jump put them @mobile`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const moved: string[] = [];
    for (const [name, selector] of Object.entries(TARGETS)) {
      const shift = await page.evaluate(shiftAfterJump, selector);
      if (shift !== null && Math.abs(shift) > 1) moved.push(`${name} moved ${shift} px`);
    }
    expect(moved).toEqual([]);
  });
}
