import { expect, type Locator, type Page } from '@playwright/test';
import { toSlug } from '@/lib/slug';
import {
  failureBanner,
  openAdmin,
  signInByApi,
  signInByForm,
  successBanner,
  test,
} from './support/admin';
import { SEED_BLOG, SEED_LOCATION, TEMPLATE1_STUDY } from './support/public-routes';

// Every label, heading, button and message that the spec (points 2, 4 and 8) quotes, by
// screen, as the product shows it. The words are written here, not imported from the
// code, so renaming one in the product fails this file. Behaviour behind the labels
// (what a button does) is tested in the screens' own specs; this one keeps the words.

const SPEC = {
  header: {
    tabs: ['Home', 'Company', 'Case Studies', 'Insights'],
    solutions: 'Solutions',
    getStarted: 'Get Started',
    dropdownGroups: ['Design & Craft', 'Build & Promote'],
    dropdownPanel: ['Get a Quote', 'Learn more'],
  },
  mobileMenu: {
    services: 'Services',
    links: ['Company', 'Case Studies', 'Insights', 'Get Started'],
  },
  footer: {
    texts: ["Let's build or improve your digital product", 'Quick Links', 'Legal'],
    links: [
      'Schedule a Call',
      'About us',
      'Portfolio',
      'Contact',
      'Refund Policy',
      'Privacy policy',
    ],
  },
  home: {
    headline: 'Modifying Ideas into Digital Growth',
    links: ['Get a Quote', "Let's Connect", 'Read more', 'Read More', 'MAKE APPOINTMENT'],
    headings: [
      'Success Stories of Digital Products',
      "Design that fits your audience's needs",
      'Driving Growth with Strategic Partnerships',
      'Web Engineering',
      'Application Engineering',
      'Prototyping & Design',
      'QA & Testing',
      'Maintenance & Support',
      'Digital Marketing',
    ],
    cardLink: 'Get Started',
  },
  company: {
    headline: 'Skyrocket your Digital Transformation',
    headings: ['Ambition', 'Mission'],
    link: 'Learn More',
  },
  caseStudies: { card: 'View Details', detailLabel: 'INDUSTRY' },
  insights: { heading: 'Trending Blogs' },
  blog: { date: 'Published Date', recent: 'Most Recent Blogs', author: 'Published By' },
  services: {
    web: { link: 'Explore All', heading: 'Dedicated Account Managers' },
    mobile: ['Happy Clients', 'Optimized Apps', 'Feature Enhancements', 'Apps Delivered'],
    ecommerce: 'Get Started',
    shared: 'Get Started',
  },
  notFound: ['Oops! Page Not Found', "The page you're looking for doesn't exist."],
  contact: {
    mainSuccess: 'Message Sent Successfully.',
    mainFailure: 'Message failed to send, try again by reloading the page.',
    pageSuccess: 'Form Submitted Successfully!',
    pageFailure: 'Email failed to send, try again by reloading the page.',
  },
  signIn: { heading: 'Sign In', button: 'Sign In', toggle: 'Show password' },
  portal: { heading: 'Admin Portal', profile: 'Profile', logout: 'Logout' },
  caseStudyList: {
    columns: ['IMAGE', 'HEADING', 'FIRST CATEGORY'],
    create: 'Create Case Study',
    edit: 'Edit',
    delete: 'Delete',
    confirm: 'Are You Sure You Want To Delete This Product?',
  },
  caseStudyEdit: { back: 'Go Back', required: ['Section 4 Heading', 'Section 4 Sub-Heading'] },
  blogs: { upload: 'Upload New Blog', edit: 'Edit Blog', delete: 'Delete Blog' },
  locations: {
    add: 'Add New Location Page',
    currentUrl: 'Current URL',
    edit: 'Edit Location',
    delete: 'Delete Location',
    popup: 'Location Page Upload',
    create: 'Upload',
    save: 'Save',
    discard: 'Discard',
  },
} as const;

/**
 * The label exactly, as a whole name or text: followed only by the end or by the ": …"
 * that some buttons add for screen readers ("Edit Blog: Arabic SEO…"), or a value after
 * a colon ("Published Date: 3 March 2025"). Case-sensitive.
 */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|\\s*:)`);
}

/**
 * The words each visible link or button shows, without what only screen readers hear
 * (".visually-hidden" suffixes such as ": Arabic SEO…", aria-hidden arrows).
 */
async function shownLabels(scope: Page | Locator, role: 'link' | 'button'): Promise<string[]> {
  return scope.locator(role === 'link' ? 'a[href]' : 'button').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy
          .querySelectorAll('.visually-hidden, [aria-hidden="true"]')
          .forEach((hidden) => hidden.remove());
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
  );
}

async function expectLabels(
  scope: Page | Locator,
  role: 'link' | 'button',
  names: readonly string[],
) {
  await expect(async () => {
    const shown = await shownLabels(scope, role);
    for (const name of names) expect(shown, `${role} "${name}"`).toContain(name);
  }).toPass({ timeout: 10_000 });
}

async function expectHeadings(scope: Page | Locator, names: readonly string[]) {
  for (const name of names) {
    await expect(
      scope.getByRole('heading', { name, exact: true }).first(),
      `heading "${name}"`,
    ).toBeVisible();
  }
}

async function expectTexts(scope: Page | Locator, texts: readonly string[]) {
  for (const text of texts) {
    await expect(scope.getByText(label(text)).first(), `text "${text}"`).toBeVisible();
  }
}

type FormValues = [field: RegExp, value: string][];

/** Fills a contact form's fields (the first whose label matches) and sends it. */
async function send(form: Locator, values: FormValues) {
  for (const [field, value] of values) await form.getByLabel(field).first().fill(value);
  await form.getByRole('button', { name: /send|submit/i }).click();
}

/** From now on the form's endpoint answers the server's failure. */
async function failSends(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"fail"}' }),
  );
}

test.describe('the spec quotes every label exactly', () => {
  test('public header, Solutions dropdown and footer', async ({ page }) => {
    await page.goto('/company');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectLabels(nav, 'link', SPEC.header.tabs);
    await expectLabels(page.getByRole('banner'), 'link', [SPEC.header.getStarted]);
    const solutions = nav.getByRole('button', { name: SPEC.header.solutions, exact: true });
    await expect(async () => {
      await solutions.click();
      await expect(solutions).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expectTexts(page.getByRole('banner'), SPEC.header.dropdownGroups);
    await expectTexts(page.getByRole('banner'), [SPEC.header.dropdownPanel[0]]);
    await expectLabels(page.getByRole('banner'), 'link', [SPEC.header.dropdownPanel[1]]);

    const footer = page.getByRole('contentinfo');
    await expectTexts(footer, SPEC.footer.texts);
    await expectLabels(footer, 'link', SPEC.footer.links);
  });

  test('mobile menu @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expectLabels(menu, 'button', [SPEC.mobileMenu.services]);
    await expectLabels(menu, 'link', SPEC.mobileMenu.links);
  });

  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC.home.headline);
    await expectLabels(page, 'link', SPEC.home.links);
    await expectHeadings(page, SPEC.home.headings);
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Web Engineering' }),
    });
    await expectLabels(card, 'link', [SPEC.home.cardLink]);
  });

  test('company', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC.company.headline);
    await expectHeadings(page, SPEC.company.headings);
    await expectLabels(page, 'link', [SPEC.company.link]);
  });

  test('case studies: list and detail', async ({ page }) => {
    await page.goto('/case-studies');
    await expectTexts(page.getByRole('main'), [SPEC.caseStudies.card]);
    await page.goto(`/casestudy/${TEMPLATE1_STUDY.id}`);
    await expectTexts(page.getByRole('main'), [SPEC.caseStudies.detailLabel]);
  });

  test('insights and a blog', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC.insights.heading);
    await page.goto(`/blogs/${toSlug(SEED_BLOG.slug_url)}`);
    await expectTexts(page.getByRole('main'), [SPEC.blog.date]);
    // "Published By Nexa Digital" on each Most Recent Blogs card.
    await expect(page.getByText(new RegExp(`^${SPEC.blog.author} `)).first()).toBeVisible();
    await expectHeadings(page, [SPEC.blog.recent]);
  });

  test('service pages', async ({ page }) => {
    await page.goto('/web-development-service-in-dubai-uae');
    await expectLabels(page.getByRole('main'), 'link', [SPEC.services.web.link]);
    await expectHeadings(page.getByRole('main'), [SPEC.services.web.heading]);
    await page.goto('/mobile-app-development-dubai-uae');
    for (const stat of SPEC.services.mobile) {
      await expect(page.getByRole('main').getByText(stat, { exact: true }).first()).toBeVisible();
    }
    await page.goto('/ecommerce-development-service-in-dubai-uae');
    await expectLabels(page.getByRole('main'), 'link', [SPEC.services.ecommerce]);
    await page.goto('/cms-website-development-in-dubai-uae');
    await expectLabels(page.getByRole('main'), 'link', [SPEC.services.shared]);
  });

  test('not-found page, public and inside the admin', async ({ page, baseURL }) => {
    const [heading, text] = SPEC.notFound;
    await page.goto('/no-such-page-for-labels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await signInByApi(page.request, baseURL);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  });

  test('contact forms: success and failure messages', async ({ page }) => {
    // Each test has its own client address (support/admin), so the forms' rate limit
    // is its own too.
    await page.goto('/');
    const main = page.locator('form').filter({ has: page.getByLabel('Full name') });
    const mainValues: FormValues = [
      [/name/i, 'Layla Haddad'],
      [/email/i, 'layla@example.com'],
      [/message/i, 'We need a new website for our clinic.'],
    ];
    await send(main, mainValues);
    await expect(page.getByText(SPEC.contact.mainSuccess, { exact: true })).toBeVisible();
    await failSends(page, '/send-contact-form-main');
    await send(main, mainValues);
    await expect(page.getByText(SPEC.contact.mainFailure, { exact: true })).toBeVisible();

    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByLabel(/business/i) });
    const pageValues: FormValues = [
      [/name/i, 'Omar Saleh'],
      [/email/i, 'omar@example.com'],
      [/phone/i, '+971 50 123 4567'],
      [/message/i, 'A booking app for our gyms.'],
    ];
    await send(form, pageValues);
    await expect(page.getByText(SPEC.contact.pageSuccess, { exact: true })).toBeVisible();
    await failSends(page, '/send-contact-form');
    await send(form, pageValues);
    await expect(page.getByText(SPEC.contact.pageFailure, { exact: true })).toBeVisible();
  });

  test('sign in, and a signed-in visitor is sent to the Admin Portal', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC.signIn.heading);
    await expect(page.getByRole('button', { name: SPEC.signIn.button, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SPEC.signIn.toggle, exact: true })).toBeVisible();
    await signInByForm(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('Admin Portal: Profile, Logout and the three links', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin', baseURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC.portal.heading);
    await expect(
      page.getByRole('heading', { name: SPEC.portal.profile, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: SPEC.portal.logout, exact: true }),
    ).toBeVisible();
    const main = page.getByRole('main');
    for (const href of ['/admin/casestudy', '/admin/blogs', '/admin/location-pages']) {
      await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('case study list and edit screen', async ({ page, baseURL }) => {
    const spec = SPEC.caseStudyList;
    await openAdmin(page, '/admin/casestudy', baseURL);
    await expect(page.getByRole('button', { name: spec.create, exact: true })).toBeVisible();
    // The table comes with the first page of the list, after the button.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const headers = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
    expect(headers).toEqual(expect.arrayContaining([...spec.columns]));
    const row = page.getByRole('row').nth(1);
    await expectLabels(row, 'link', [spec.edit]);
    await expectLabels(row, 'button', [spec.delete]);
    await row.getByRole('button', { name: label(spec.delete) }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(spec.confirm, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('link', { name: label(spec.edit) }).click();
    await expect(page).toHaveURL(/\/admin\/casestudy\/[^/]+\/edit$/);
    await expect(
      page.getByRole('link', { name: SPEC.caseStudyEdit.back, exact: true }).first(),
    ).toBeVisible();
    for (const field of SPEC.caseStudyEdit.required) {
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();
    }
  });

  test('blog list, its popup and the 3-second banners', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/blogs', baseURL);
    await expectLabels(page, 'button', [SPEC.blogs.upload, SPEC.blogs.edit, SPEC.blogs.delete]);
    await page.getByRole('button', { name: SPEC.blogs.upload, exact: true }).click();
    await expect(page.getByRole('dialog', { name: SPEC.blogs.upload })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('button', { name: label(SPEC.blogs.edit) })
      .first()
      .click();
    const popup = page.getByRole('dialog', { name: SPEC.blogs.edit });
    await expect(popup.getByLabel('Title', { exact: true })).not.toHaveValue('');
    // A save's success banner, and a failure's, each go by themselves after 3 seconds.
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(successBanner(page)).toBeVisible();
    await expect(successBanner(page)).toBeHidden({ timeout: 8_000 });
    await page.route('**/blog/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { status: 'fail', message: 'Title is too long.' } })
        : route.fallback(),
    );
    await page
      .getByRole('button', { name: label(SPEC.blogs.edit) })
      .first()
      .click();
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(failureBanner(page)).toHaveText(/Title is too long\./);
    await expect(failureBanner(page)).toBeHidden({ timeout: 8_000 });
  });

  test('location pages: list, popup in both modes and delete', async ({ page, baseURL }) => {
    const spec = SPEC.locations;
    await openAdmin(page, '/admin/location-pages', baseURL);
    await page.getByRole('button', { name: spec.add, exact: true }).click();
    const popup = page.getByRole('dialog', { name: spec.popup });
    await expect(popup.getByRole('button', { name: spec.create, exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: spec.discard, exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();
    await popup.getByRole('button', { name: spec.discard, exact: true }).click();
    await expect(popup).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: SEED_LOCATION.slug_url }).first();
    await expectTexts(card, [spec.currentUrl]);
    await expectLabels(card, 'button', [spec.edit, spec.delete]);
    await card.getByRole('button', { name: label(spec.edit) }).click();
    await expect(popup.getByRole('button', { name: spec.save, exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: spec.create, exact: true })).toHaveCount(0);
    await popup.getByRole('button', { name: spec.discard, exact: true }).click();
    await expect(popup).toBeHidden();
    await card.getByRole('button', { name: label(spec.delete) }).click();
    await expect(
      page.getByRole('alertdialog').getByRole('button', { name: spec.delete, exact: true }),
    ).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
