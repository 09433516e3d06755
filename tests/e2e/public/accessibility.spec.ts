import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { sidewaysOverflow } from '../support/layout';
import { PUBLIC_ROUTES } from '../support/public-routes';

// Every public route, on desktop and on a phone, in one visit each: axe-core (WCAG 2.2
// A/AA) finds nothing; the footer and the contact form stay where a jump put them; and
// the page is no wider than the screen. The three checks once loaded the page each
// (no-late-shift.spec.ts and no-sideways-scroll.spec.ts were the other two visits); they
// run in this order because each needs the page as the one before leaves it: axe and the
// jumps the page as loaded, the width check every section drawn.
//
// A jump: a visitor who jumps to the footer or to the contact form (a link to #contact,
// the End key, a fast swipe) must find it where it landed. Sections below the fold use
// `content-visibility: auto`: each is drawn at a placeholder height until it comes near,
// then takes its real one. One right above the footer moved the footer just after the
// jump, so a tap or click meant for a footer link landed beside it. (axe does not scroll,
// and a section's remembered height is only taken while it is drawn, so axe's reading of
// the page leaves the placeholders as they were.)
//
// Wider than the screen: carousels keep their waiting slides beside the visible one; if
// those widen the page, a phone zooms the page out or scrolls it sideways, and taps land
// on the wrong element. `content-visibility: auto` hid such overflow through its paint
// containment; browsers without it (Safari before 18) and any section without it showed
// it. So that check runs with content-visibility switched off, after a visit to the
// bottom of the page (a carousel starts its engine when it comes near).

const JUMP_TARGETS = { footer: 'footer a[href="/company"]', 'contact form': '#contact' };

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

test.describe('accessibility', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route}: axe finds no violations, a jump to the footer or the form stays put, no sideways scroll @mobile`, async ({
      page,
    }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, { soft: true });

      const moved: string[] = [];
      for (const [name, selector] of Object.entries(JUMP_TARGETS)) {
        const shift = await page.evaluate(shiftAfterJump, selector);
        if (shift !== null && Math.abs(shift) > 1) moved.push(`${name} moved ${shift} px`);
      }
      expect.soft(moved, `${route}: what moved after a jump`).toEqual([]);

      expect(await sidewaysOverflow(page), `${route}: no sideways scroll`).toBeNull();
    });
  }

  test('axe on the not-found page and the open mobile menu @mobile', async ({ page, isMobile }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
      await expectNoAxeViolations(page);
    }
  });

  test('axe on the form states: validation errors and the answer @mobile', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/send-contact-form', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"fail"}' }),
    );
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectNoAxeViolations(page);
    await form.getByLabel('Name', { exact: true }).fill('Omar Ali');
    await form.getByLabel('Email').fill('omar@example.com');
    await form.getByLabel('Phone number').fill('0501234567');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Email failed to send, try again by reloading the page.').waitFor();
    await expectNoAxeViolations(page);
  });
});
