import type { APIRequestContext, Page } from '@playwright/test';
import { verifies, WebhookReceiver } from '../../support/webhook-receiver';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openAdmin, originHeaders, test, uniqueId, uniqueIp } from '../support/admin';

// Signed webhooks (issue 27, part 4). The site under test runs with
// WEBHOOK_ALLOW_PRIVATE=1 (playwright.config.ts), so it may deliver to a receiver this
// test starts on 127.0.0.1. Deliveries are retried 10 s after a failure, then 20 s, 40 s…
// so a receiver that is down for a minute gets the event about 70-80 s after it was sent.
// The test keeps its receiver down until the delivery log shows two failed attempts (the
// first at once, the second 10 s later), so the event comes with the third, 20 s after.

async function sendEnquiry(request: APIRequestContext, baseURL: string | undefined, email: string) {
  const sent = await request.post('/send-contact-form-main', {
    data: { name: 'Hook Check', email, message: `Please call me (${email}).` },
    headers: { ...originHeaders(baseURL), 'X-Forwarded-For': uniqueIp() },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** Adds a webhook through the screen; answers the secret it showed once. */
async function addWebhook(page: Page, url: string): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: 'Add webhook' }).click();
  const popup = page.getByRole('dialog', { name: 'Add webhook' });
  await popup.getByLabel('Endpoint URL').fill(url);
  await expect(popup.getByRole('checkbox', { name: /enquiry\.created/ })).toBeChecked();
  await expect(popup.getByRole('checkbox', { name: /enquiry\.status_changed/ })).toBeChecked();
  await popup.getByRole('button', { name: 'Add webhook' }).click();
  const shown = page.getByRole('dialog', { name: 'Webhook added: its signing secret' });
  await expect(shown).toContainText('It will not be shown again');
  const secret = (await shown.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return secret;
}

/** Removes the webhooks this test added, so the site's later enquiries go nowhere. */
async function removeWebhooks(
  request: APIRequestContext,
  baseURL: string | undefined,
  url: string,
) {
  const list = await request.get('/api/webhooks');
  const { data } = (await list.json()) as { data: { id: number; url: string }[] };
  for (const webhook of data.filter((w) => w.url === url)) {
    await request.delete(`/api/webhooks/${webhook.id}`, { headers: originHeaders(baseURL) });
  }
}

test.describe('webhooks', () => {
  test('a local receiver gets a signed delivery, and gets it after being down through two attempts', async ({
    page,
    request,
    baseURL,
    isMobile,
  }) => {
    test.skip(isMobile, 'one run of the retries is enough');
    test.setTimeout(180_000);
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      await openAdmin(page, '/admin/webhooks', baseURL);
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      const secret = await addWebhook(page, receiver.url);
      await page.getByRole('button', { name: 'I have saved it' }).click();
      const row = page.getByRole('row').filter({ hasText: receiver.url });
      await expect(row).toContainText('Active');
      await expect(page.getByText(secret)).toHaveCount(0);

      // Up: the delivery comes within seconds, signed with the secret shown once.
      const first = `hook.${uniqueId()}@example.com`;
      await sendEnquiry(request, baseURL, first);
      await expect.poll(() => receiver.holding(first).length, { timeout: 20_000 }).toBe(1);
      const [delivery] = receiver.holding(first);
      expect(verifies(secret, delivery!)).toBe(true);
      const body = JSON.parse(delivery!.body) as { type: string; data: { email: string } };
      expect(body.type).toBe('enquiry.created');
      expect(body.data.email).toBe(first);

      // Down until two attempts have failed, then up: the same event arrives once, with
      // the same signature rules. (Waiting on the log, not a fixed minute: what counts
      // is that failed attempts were retried, not how long that took.)
      await receiver.stop();
      const second = `hook.${uniqueId()}@example.com`;
      await sendEnquiry(request, baseURL, second);
      const hooks = (await (await page.request.get('/api/webhooks')).json()) as {
        data: { id: number; url: string }[];
      };
      const hookId = hooks.data.find((w) => w.url === receiver.url)!.id;
      const failedAttempts = async () => {
        const log = (await (
          await page.request.get(`/api/webhooks/${hookId}/deliveries`)
        ).json()) as {
          data: { items: { state: string; attempts: number }[] };
        };
        const pending = log.data.items.filter((item) => item.state !== 'delivered');
        return pending.length === 1 && pending[0]!.state === 'retrying' ? pending[0]!.attempts : 0;
      };
      await expect
        .poll(failedAttempts, { timeout: 60_000, intervals: [500] })
        .toBeGreaterThanOrEqual(2);
      expect(receiver.holding(second)).toEqual([]);
      await receiver.start();
      await expect.poll(() => receiver.holding(second).length, { timeout: 60_000 }).toBe(1);
      const [late] = receiver.holding(second);
      expect(verifies(secret, late!)).toBe(true);
      expect(late!.headers['webhook-id']).toMatch(/^msg_/);

      // The log shows both, the late one after several attempts.
      await row.getByRole('button', { name: /^Delivery log/ }).click();
      const log = page.getByRole('dialog', { name: 'Delivery log' });
      const lateRow = log.getByRole('row').filter({ hasText: String(late!.headers['webhook-id']) });
      await expect(lateRow).toContainText('Delivered');
      await expect(lateRow).toContainText('204');
      const attempts = await lateRow.getByRole('cell').nth(4).textContent();
      expect(Number(attempts)).toBeGreaterThanOrEqual(3);
      await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(2);
    } finally {
      await receiver.stop();
      await removeWebhooks(page.request, baseURL, receiver.url);
    }
  });

  test('the webhook screens are accessible @mobile', async ({ page, baseURL, isMobile }) => {
    test.slow();
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      await openAdmin(page, '/admin/webhooks', baseURL);
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Add webhook' }).click();
      const popup = page.getByRole('dialog', { name: 'Add webhook' });
      await popup.getByRole('checkbox', { name: /enquiry\.created/ }).uncheck();
      await popup.getByRole('checkbox', { name: /enquiry\.status_changed/ }).uncheck();
      await popup.getByRole('button', { name: 'Add webhook' }).click();
      await expect(popup.getByText('Enter the URL that receives the events.')).toBeVisible();
      await expect(popup.getByText('Choose at least one event.')).toBeVisible();
      await expectNoAxeViolations(page);
      await popup.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
        .getByRole('button', { name: 'Discard changes' })
        .click();
      await expect(popup).toBeHidden();

      await addWebhook(page, receiver.url);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'I have saved it' }).click();
      const row = page.getByRole('row').filter({ hasText: receiver.url });
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the screen scrolls sideways').toBeLessThanOrEqual(0);

      await row.getByRole('button', { name: /^Send test/ }).click();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
      await row.getByRole('button', { name: /^Delivery log/ }).click();
      const log = page.getByRole('dialog', { name: 'Delivery log' });
      await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await row.getByRole('button', { name: /^Rotate secret/ }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(page.getByRole('dialog', { name: 'New signing secret' })).toContainText(
        'also signs them for the next 24 hours',
      );
      await page.getByRole('button', { name: 'I have saved it' }).click();
      await expect(row).toContainText('Old secret also signs until');

      await row.getByRole('button', { name: /^Delete/ }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this webhook?' })
        .getByRole('button', { name: 'Delete webhook' })
        .click();
      await expect(row).toHaveCount(0);
    } finally {
      await receiver.stop();
      await removeWebhooks(page.request, baseURL, receiver.url);
    }
  });
});
