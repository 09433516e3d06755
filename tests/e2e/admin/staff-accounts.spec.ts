import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '../support/axe';
import {
  E2E_ADMIN,
  expect,
  openAdmin,
  originHeaders,
  successBanner,
  test,
  uniqueId,
  uniqueIp,
} from '../support/admin';
import { categoryId, pastBlogBody } from '../support/blogs';
import { linkIn, pathOf, tokenOf, waitForMail } from '../support/mailbox';

// Staff accounts (issue 13) end to end, with the e-mails really sent: the e2e web server
// runs an SMTP server whose messages the tests read (support/mailbox.ts). Every test
// makes its own staff members, with their own addresses, so none depends on another and
// the shared administrator's account is never changed (no two-factor, same password).

const INVITATION_SUBJECT = 'You are invited to the Nexa Digital website admin';
const RESET_SUBJECT = 'Reset your Nexa Digital admin password';
const LINK_USED =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';

type Role = 'admin' | 'editor';

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** A new address, name and password (10–16 characters, not a common one). */
function newPerson(prefix: string): Omit<Person, 'id'> {
  const key = uniqueId();
  return {
    // The sign-in form takes addresses of 36 characters at most.
    email: `${prefix}-${key}@e2e.test`,
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${key}`,
    password: `Staff!${key}x`,
  };
}

/** An API client with its own address (rate limits), signed in as the e2e administrator. */
async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp(), ...originHeaders(baseURL) },
  });
  const response = await api.post('/api/users/login', { data: E2E_ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** Invites someone through the API; answers their account's id. */
async function invite(api: APIRequestContext, person: Omit<Person, 'id'>, role: Role) {
  const response = await api.post('/api/users', {
    data: { email: person.email, name: person.name, role },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: number } }).data._id;
}

/**
 * A staff member with a password: invited by the administrator, the invitation taken
 * from the e-mail and accepted through the API.
 */
async function newStaffMember(
  baseURL: string | undefined,
  role: Role,
  prefix: string = role,
): Promise<Person> {
  const person = newPerson(prefix);
  const admin = await adminApi(baseURL);
  const id = await invite(admin, person, role);
  await admin.dispose();
  const mail = await waitForMail(person.email, INVITATION_SUBJECT);
  const anyone = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp(), ...originHeaders(baseURL) },
  });
  const accepted = await anyone.post('/api/users/invitations/accept', {
    data: {
      token: tokenOf(linkIn(mail, '/login/accept-invitation')),
      name: person.name,
      password: person.password,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await anyone.dispose();
  return { ...person, id };
}

/** A browser context of its own: no session, and its own address for the rate limits. */
async function freshContext(browser: Browser, ip = uniqueIp()): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
}

/** Fills in the first step of the sign-in screen and submits it. */
async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /login with a password only and waits for the portal. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitPassword(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
}

/** The header's Logout: back to an empty sign-in screen. */
async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
}

/** Signs out, then in again with the password and, as the second step, a recovery code. */
async function signInWithRecoveryCode(
  page: Page,
  person: { email: string; password: string },
  code: string,
) {
  await logOut(page);
  await submitPassword(page, person.email, person.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Waits until the loading and sign-in-check messages are gone. */
async function settle(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
}

/** The 30-second step of an authenticator code made now (RFC 6238). */
const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A code from a step after `usedStep`: the server accepts each step once, so a second
 * code is only right once the app shows a new one (at most 30 s later). The server also
 * takes a code one step ahead (an app whose clock runs up to 30 s fast), so the test
 * takes the step after `usedStep` at once instead of waiting for it.
 */
async function codeAfter(secret: string, usedStep: number) {
  const step = Math.max(currentStep(), usedStep + 1);
  return { code: await generate({ secret, epoch: step * 30 }), step };
}

/**
 * Saves a blog as a draft and then publishes it, through the API with the page's session
 * (as the blog screen does).
 */
async function publishBlog(page: Page, baseURL: string | undefined, title: string) {
  const body = pastBlogBody(await categoryId(page.request), title);
  const draft = await page.request.post('/blog', {
    data: { ...body, status: 'draft' },
    headers: originHeaders(baseURL),
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const saved = ((await draft.json()) as { data: { blog_id: number; slug_url: string } }).data;
  const published = await page.request.put(`/blog/${saved.blog_id}`, {
    data: { ...body, slug_url: saved.slug_url, status: 'published' },
    headers: originHeaders(baseURL),
  });
  expect(published.status(), await published.text()).toBe(200);
  return saved;
}

test.describe('staff accounts', () => {
  test('an administrator invites an editor by e-mail; the editor accepts and signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson('invitee');
    await openAdmin(page, '/admin/users', baseURL);
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill(person.name);
    await dialog.getByLabel('Email').fill(person.email);
    await expect(dialog.getByLabel('Role')).toHaveValue('editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(successBanner(page)).toContainText(person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('link expires');
    await expect(row.getByLabel(`Role for ${person.name}`)).toHaveValue('editor');

    // The e-mail: who invited them, as what, and a link to the site with the token after '#'.
    const mail = await waitForMail(person.email, INVITATION_SUBJECT);
    expect(mail.text).toContain(`Hello ${person.name},`);
    expect(mail.text).toContain('as editor.');
    const link = linkIn(mail, '/login/accept-invitation');
    expect(link.origin).toBe(new URL(baseURL!).origin);
    expect(link.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link.href}"`);

    // The invited person, in a browser of their own.
    const theirs = await freshContext(browser);
    const invitee = await theirs.newPage();
    await invitee.goto(pathOf(link));
    await expect(invitee.getByRole('heading', { name: 'Accept invitation' })).toBeVisible();
    await invitee.getByLabel('Your name').fill(person.name);
    await invitee.getByLabel('Password', { exact: true }).fill(person.password);
    await invitee.getByLabel('Confirm password').fill(person.password);
    await invitee.getByRole('button', { name: 'Set up my account' }).click();
    await expect(invitee).toHaveURL(/\/login\?invited=1$/);
    await expect(
      invitee
        .getByRole('status')
        .filter({ hasText: 'Your account is ready. Sign in to continue.' }),
    ).toBeVisible();
    await submitPassword(invitee, person.email, person.password);
    await expect(invitee).toHaveURL(/\/admin$/);
    await expect(invitee.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await invitee.getByRole('link', { name: /your account/ }).click();
    await expect(invitee.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(invitee.getByRole('main')).toContainText(person.email);
    await expect(invitee.getByRole('main')).toContainText('Editor');
    await theirs.close();

    // The administrator's list shows them active, signed in.
    await page.reload();
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Never');
  });

  test('an editor publishes a blog but is refused staff, audit and settings', async ({
    page,
    baseURL,
  }) => {
    const editor = await newStaffMember(baseURL, 'editor');
    await signIn(page, editor.email, editor.password);

    // The admin navigation shows what an editor can use, and nothing else.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Portal', 'Case Studies', 'Blogs', 'Location Pages', 'Enquiries']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Staff', 'Audit log', 'Redirects']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }

    // A blog of theirs, published, is on the website.
    const title = `Editor Notes ${uniqueId()}`;
    const blog = await publishBlog(page, baseURL, title);
    await page.goto(`/blogs/${blog.slug_url}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // The administrators' API refuses the editor's session (403: signed in, wrong role).
    const headers = originHeaders(baseURL);
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['GET', '/api/audit'],
      ['GET', '/api/audit/export'],
    ] as const) {
      const response = await page.request.fetch(path, { method, headers });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
    // Were it let through, this would change nothing: two-factor is not required in these tests.
    const settings = await page.request.put('/api/settings', {
      data: { requireTwoFactor: false },
      headers,
    });
    expect(settings.status(), 'PUT /api/settings').toBe(403);

    // The administrators' screens say so instead of failing.
    for (const screen of ['/admin/users', '/admin/audit', '/admin/redirects']) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
      await expect(page.getByText('Only administrators can open this page.')).toBeVisible();
    }
  });

  test('a forgotten password is reset by an e-mailed link that works once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await newStaffMember(baseURL, 'editor', 'forgetful');
    const newPassword = `New!${uniqueId()}pw`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'we have sent it a link to reset the password' }),
    ).toBeFocused();

    const mail = await waitForMail(person.email, RESET_SUBJECT);
    expect(mail.text).toContain('expires in 1 hour');
    const link = linkIn(mail, '/login/reset-password');
    expect(link.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);

    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    // The old password no longer works; the new one does.
    await submitPassword(page, person.email, person.password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();

    // The same link a second time: refused, with a way to ask for a new one.
    const again = await freshContext(browser);
    const second = await again.newPage();
    await second.goto(pathOf(link));
    const other = `Other!${uniqueId()}`;
    await second.getByLabel('New password', { exact: true }).fill(other);
    await second.getByLabel('Confirm new password').fill(other);
    await second.getByRole('button', { name: 'Change password' }).click();
    await expect(second.getByRole('alert').filter({ hasText: LINK_USED })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login/forgot-password',
    );
    await expect(second).toHaveURL(/\/login\/reset-password/);
    await again.close();
  });

  test('two-factor sign-in: set up on the account page, then a code or a recovery code', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const person = await newStaffMember(baseURL, 'editor', 'twofactor');
    await signIn(page, person.email, person.password);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(panel.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused();
    await expect(
      panel.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();

    // The key the page shows, as someone would type it into an app.
    const shown = await panel.getByText('Cannot scan it?').locator('code').innerText();
    const secret = shown.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code is refused in the field; the app's code turns two-factor on.
    await panel.getByLabel('Code from the app').fill('000000');
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(panel.getByText('That code is not right.')).toBeVisible();
    const enrolment = { step: currentStep(), code: '' };
    enrolment.code = await generate({ secret });
    await panel.getByLabel('Code from the app').fill(enrolment.code);
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(panel.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    const recoveryCodes = (await panel.getByRole('listitem').allInnerTexts()).map((code) =>
      code.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel.getByText('On', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Turn off' })).toBeFocused();

    // Password, then the authenticator's next code.
    await logOut(page);
    await submitPassword(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    // The code already used for set-up is refused: each step is accepted once (and a
    // minute later it would have expired anyway).
    await page.getByLabel('Authentication code').fill(enrolment.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is not right.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    const { code } = await codeAfter(secret, enrolment.step);
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();

    // Password, then a recovery code instead; each recovery code works once.
    await signInWithRecoveryCode(page, person, recoveryCodes[0]!);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();

    await signInWithRecoveryCode(page, person, recoveryCodes[0]!);
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is not right.' }),
    ).toBeVisible();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a session signed out from another browser is sent to sign in', async ({
    page,
    browser,
    baseURL,
    clientIp,
  }) => {
    const person = await newStaffMember(baseURL, 'editor', 'sessions');
    const otherIp = uniqueIp();
    const other = await freshContext(browser, otherIp);
    const b = await other.newPage();
    await signIn(page, person.email, person.password);
    await signIn(b, person.email, person.password);

    // Browser A lists both sessions and signs out B's (known by its address).
    await page.goto('/admin/profile');
    const sessions = page.getByRole('table', { name: 'Sessions' });
    const mine = sessions.getByRole('row').filter({ hasText: clientIp });
    const theirs = sessions.getByRole('row').filter({ hasText: otherIp });
    await expect(mine).toContainText('This device');
    await expect(theirs.getByRole('button', { name: /^Sign out/ })).toBeVisible();
    await theirs.getByRole('button', { name: /^Sign out/ }).click();
    await expect(successBanner(page)).toContainText('That session has been signed out.');
    await expect(theirs).toHaveCount(0);
    await expect(mine).toBeVisible();

    // B's next step in the admin area ends on the sign-in screen; A stays signed in.
    await b
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Enquiries' })
      .click();
    await expect(b).toHaveURL(/\/login\?next=%2Fadmin%2Fenquiries$/);
    await expect(b.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await b.goto('/admin');
    await expect(b).toHaveURL(/\/login\?next=%2Fadmin$/);
    await other.close();

    await page.goto('/admin/enquiries');
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  });

  test('the audit log shows the invitation, sign-in, publish and role change', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const person = await newStaffMember(baseURL, 'editor', 'audited');
    const theirs = await freshContext(browser);
    const editorPage = await theirs.newPage();
    await signIn(editorPage, person.email, person.password);
    const blog = await publishBlog(editorPage, baseURL, `Audited Post ${uniqueId()}`);
    await theirs.close();

    // The administrator makes them an administrator on the staff screen.
    await openAdmin(page, '/admin/users', baseURL);
    const role = page.getByLabel(`Role for ${person.name}`);
    await expect(role).toHaveValue('editor');
    await role.selectOption({ label: 'Administrator' });
    await expect(successBanner(page)).toContainText(`${person.name}’s role is now Administrator.`);
    await expect(role).toHaveValue('admin');

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    const table = page.getByRole('table', { name: /^Audit log, page/ });

    // The rows of the table, once it shows the filters chosen: a column's distinct texts.
    const entries = table.getByRole('row').filter({ has: page.getByRole('cell') });
    const column = (index: number) => async () => {
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      const texts = await entries.evaluateAll(
        (rows, i) => rows.map((row) => (row as HTMLTableRowElement).cells[i]?.innerText.trim()),
        index,
      );
      return [...new Set(texts)];
    };
    const WHO = 1;
    const WHAT = 3;

    // What they did: accepted the invitation, signed in, published; nobody else's entries.
    await filters.getByLabel('Person').selectOption({ label: person.name });
    await expect(page).toHaveURL(new RegExp(`[?&]user=${person.id}(&|$)`));
    await expect.poll(column(WHO)).toEqual([person.name]);
    await expect(
      entries.filter({ hasText: 'Accepted the invitation' }).getByRole('cell', {
        name: `Staff account ${person.id}`,
      }),
    ).toBeVisible();
    await expect(
      entries
        .filter({ hasText: 'Signed in' })
        .getByRole('cell', { name: `Sign-in session ${person.id}` }),
    ).toBeVisible();
    const publish = entries.filter({ has: page.getByRole('cell', { name: 'Published' }) });
    await expect(publish.getByRole('cell', { name: `Blog ${blog.blog_id}` })).toBeVisible();
    await expect(publish.getByRole('cell', { name: 'status', exact: true })).toBeVisible();

    // What was done to their account, by whom: the invitation and the role change.
    await filters.getByLabel('Person').selectOption({ label: 'Everyone' });
    await filters.getByLabel('Entity').selectOption({ label: 'Staff account' });
    await expect(page).toHaveURL(/[?&]entity=user(&|$)/);
    await expect(page).not.toHaveURL(/[?&]user=/);
    await expect
      .poll(async () => (await column(WHAT)()).every((what) => what?.startsWith('Staff account')))
      .toBe(true);
    const account = entries.filter({
      has: page.getByRole('cell', { name: `Staff account ${person.id}`, exact: true }),
    });
    const invited = account.filter({ has: page.getByRole('cell', { name: 'Invited' }) });
    await expect(invited).toHaveCount(1);
    await expect(invited.getByRole('cell', { name: 'email, name, role' })).toBeVisible();
    await expect(invited.getByRole('cell').nth(WHO)).not.toHaveText(person.name);
    const updated = account.filter({ has: page.getByRole('cell', { name: 'Updated' }) });
    await expect(updated).toHaveCount(1);
    await expect(updated.getByRole('cell', { name: 'role', exact: true })).toBeVisible();
    await expect(invited.getByRole('cell').nth(WHO)).toHaveText(
      await updated.getByRole('cell').nth(WHO).innerText(),
    );
  });
});

test.describe('staff account screens are accessible @mobile', () => {
  test('staff, audit log and account screens @mobile', async ({ page, baseURL }) => {
    test.slow();
    await openAdmin(page, '/admin/users', baseURL);
    await expect(page.getByRole('table', { name: 'Staff' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/admin/audit');
    await expect(page.getByRole('table', { name: /^Audit log, page/ })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);

    await page.goto('/admin/profile');
    await expect(page.getByRole('table', { name: 'Sessions' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
  });

  test('two-factor set-up on the account page @mobile', async ({ page, baseURL }) => {
    const person = await newStaffMember(baseURL, 'editor', 'axe2fa');
    await signIn(page, person.email, person.password);
    await page.goto('/admin/profile');
    const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      panel.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const secret = (await panel.getByText('Cannot scan it?').locator('code').innerText()).replace(
      /\s+/g,
      '',
    );
    await panel.getByLabel('Code from the app').fill(await generate({ secret }));
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(panel.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-in (both steps), forgotten password, reset and invitation screens @mobile', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // An account with two-factor sign-in, set up through the API.
    const person = await newStaffMember(baseURL, 'editor', 'axelogin');
    const api = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp(), ...originHeaders(baseURL) },
    });
    expect(
      (
        await api.post('/api/users/login', {
          data: { email: person.email, password: person.password },
        })
      ).status(),
    ).toBe(200);
    const { secret } = (await (await api.post('/api/users/me/totp')).json()) as { secret: string };
    const confirmed = await api.post('/api/users/me/totp/confirm', {
      data: { code: await generate({ secret }) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await api.dispose();

    await page.goto('/login');
    await expectNoAxeViolations(page);
    await submitPassword(page, person.email, person.password);
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the code.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByLabel('Recovery code')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.goto('/login/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'we have sent it a link' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const reset = linkIn(await waitForMail(person.email, RESET_SUBJECT), '/login/reset-password');
    await page.goto(pathOf(reset));
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // An invitation nobody accepts: its page as the invited person first sees it.
    const invited = newPerson('axeinvite');
    const admin = await adminApi(baseURL);
    await invite(admin, invited, 'editor');
    await admin.dispose();
    const invitation = linkIn(
      await waitForMail(invited.email, INVITATION_SUBJECT),
      '/login/accept-invitation',
    );
    await page.goto(pathOf(invitation));
    await expect(page.getByRole('heading', { name: 'Accept invitation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expectNoAxeViolations(page);

    // A link cut short in the copying.
    await page.goto('/login/reset-password#token=short');
    await expect(page.getByText('This link is incomplete.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
