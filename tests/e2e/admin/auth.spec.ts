import {
  E2E_ADMIN,
  expect,
  originHeaders,
  signInByForm,
  test,
  uniqueId,
  uniqueIp,
} from '../support/admin';

const PRIVATE_SCREENS = [
  '/admin',
  '/admin/casestudy',
  '/admin/casestudy/64f1a2b3c4d5e6f708192a01/edit',
  '/admin/blogs',
  '/admin/location-pages',
  '/admin/enquiries',
];

test.describe('sign-in and sign-in state', () => {
  test('signed-out visitors are sent from every admin screen to sign in, and back afterwards', async ({
    page,
  }) => {
    for (const screen of PRIVATE_SCREENS) {
      await page.goto(screen);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('next') === screen,
      );
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // After signing in, the screen that was asked for opens.
    await page.goto('/login?next=%2Fadmin%2Fblogs');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  });

  test('wrong password shows the server message in red; the right one opens the portal', async ({
    page,
  }) => {
    await page.goto('/login');
    // Client checks first (spec point 5), with the fields marked.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('someone-with-a-very-long-address@example.com');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email must be at most 36 characters.')).toBeVisible();

    // Show/hide password.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(page).toHaveURL(/\/login$/);

    await password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();

    // User info is kept without the session secret.
    const stored = await page.evaluate(() => window.localStorage.getItem('userInfo'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: E2E_ADMIN.email, isAdmin: true });
    expect(stored).not.toContain('token');

    // Signed in: /login sends straight to /admin.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('too many failed attempts: the wait is explained', async ({ page, request, baseURL }) => {
    const ip = uniqueIp();
    const email = `locked-${uniqueId()}@example.com`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 429; attempt++) {
      const response = await request.post('/api/users/login', {
        data: { email, password: 'not-the-password' },
        headers: { ...originHeaders(baseURL), 'X-Forwarded-For': ip },
      });
      status = response.status();
      if (status === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(status).toBe(429);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Too many/i })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout revokes the session, forgets the user and reloads to sign-in', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByForm(page);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'agency_session');
    expect(session?.httpOnly).toBe(true);

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();

    // The old cookie no longer opens anything: the session was revoked on the server.
    const me = await page.request.get('/api/users/me', {
      headers: { Cookie: `agency_session=${session?.value ?? ''}`, ...originHeaders(baseURL) },
    });
    expect(me.status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a session that ends mid-work sends the person to sign in', async ({ page }) => {
    await signInByForm(page);
    // The list asks for a page of case studies (?page=&limit=): match with or without a query.
    await page.route(/\/api\/caseStudies(\?|$)/, (route) =>
      route.fulfill({ status: 401, json: { status: 'fail', message: 'Please sign in.' } }),
    );
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Case Studies' })
      .click();
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcasestudy/);
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
  });

  test('a signed-in non-admin is sent to / from the case study list and to /login from the portal', async ({
    page,
  }) => {
    await signInByForm(page);
    const member = { _id: '99', name: 'Staff', email: 'staff@example.com', isAdmin: false };
    await page.route('**/api/users/me', (route) => route.fulfill({ status: 200, json: member }));
    await page.goto('/admin/casestudy');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/not an administrator/)).toBeVisible();
  });
});

test('keyboard alone: sign in, move around, open and close a popup', async ({ page }) => {
  const tabTo = async (name: string | RegExp, role: 'link' | 'button' = 'link') => {
    const target = page.getByRole(role, { name }).first();
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((node) => node === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${String(name)}`);
  };
  await page.goto('/login');
  // The sign-in form's controls stay disabled until its scripts have run (HydratedForm);
  // a Tab pressed before then passes over them, as it would for anyone.
  await expect(page.getByLabel('Email')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);

  await tabTo('Blogs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await tabTo('Upload New Blog', 'button');
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
  await expect(popup).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upload New Blog' })).toBeFocused();
});
