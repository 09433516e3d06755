import { expectNoAxeViolations } from '../support/axe';
import { expect, openAdmin, test } from '../support/admin';

// The admin navigation (issue 26): one column of grouped sections on a wide screen, with
// room for more without wrapping; on a phone a Menu button that opens it by keyboard and
// closes it with Escape.

const SECTIONS = [
  'Portal',
  'Case Studies',
  'Blogs',
  'Location Pages',
  'Media library',
  'Enquiries',
  'Redirects',
  'Staff',
  'Audit log',
];

test.describe('admin navigation', () => {
  test('at 1280 px every section is in one sidebar column, grouped, none wrapped', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, 'the wide layout');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, '/admin/blogs', baseURL);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();

    for (const [group, names] of [
      ['Content', ['Case Studies', 'Blogs', 'Location Pages', 'Media library']],
      ['Enquiries', ['Enquiries']],
      ['Site', ['Redirects']],
      ['People', ['Staff', 'Audit log']],
    ] as const) {
      const list = nav.getByRole('list', { name: group });
      for (const name of names) {
        await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
      }
    }
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    // One column: the same left edge, each below the last, each label on one line.
    const boxes = await Promise.all(
      SECTIONS.map(async (name) => {
        const link = nav.getByRole('link', { name, exact: true });
        const box = await link.boundingBox();
        const lines = await link.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getClientRects().length;
        });
        return { name, box, lines };
      }),
    );
    for (const [index, { name, box, lines }] of boxes.entries()) {
      expect(box, name).not.toBeNull();
      expect(lines, `${name} wraps`).toBe(1);
      expect(box!.x, `${name} is out of the column`).toBe(boxes[0]!.box!.x);
      if (index > 0) expect(box!.y, name).toBeGreaterThan(boxes[index - 1]!.box!.y);
    }
    // The screen sits beside the sidebar, not below it.
    const main = await page.getByRole('main').boundingBox();
    expect(main!.x).toBeGreaterThan(boxes[0]!.box!.x + boxes[0]!.box!.width);
  });

  test('on a phone the sections fold behind a Menu button @mobile', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout');
    await openAdmin(page, '/admin', baseURL);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    const blogs = nav.getByRole('link', { name: 'Blogs', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(blogs).toBeHidden();

    // Opens by keyboard; Escape closes it and leaves focus on the button.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of SECTIONS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Portal' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Portal' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(blogs).toBeHidden();
    await expect(menu).toBeFocused();

    // A section chosen from the menu opens, and the menu folds again.
    await page.keyboard.press('Space');
    await blogs.click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(blogs).toBeHidden();
  });
});
