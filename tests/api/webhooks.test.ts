import '../support/env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackup } from '@/server/backup/backup';
import { localMediaStore } from '@/server/backup/media';
import { directoryStore } from '@/server/backup/store';
import { isSealed, openSecret } from '@/server/secrets/secret-box';
import { setHostResolver } from '@/server/webhooks/addresses';
import {
  DELIVERY_TIMEOUT_MS,
  processWebhookDeliveries,
  type DeliveryRunOptions,
} from '@/server/webhooks/deliveries';
import { mainContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { captureLog } from '../support/log-capture';
import { testEngines } from '../support/test-databases';
import {
  signaturesMadeBy,
  verifies,
  WebhookReceiver,
  type Received,
} from '../support/webhook-receiver';

// Signed webhooks (issue 27, part 4), on a site that may send them to private addresses
// (WEBHOOK_ALLOW_PRIVATE=1, as in tests and development), so that a receiver on
// 127.0.0.1 gets them. The refusals of a site without that setting are in
// webhook-addresses.test.ts.

process.env.WEBHOOK_ALLOW_PRIVATE = '1';
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const lines = captureLog();

const bodyOf = (received: Received) =>
  JSON.parse(received.body) as { type: string; timestamp: string; data: Record<string, unknown> };

describe.each(testEngines)('webhooks on %s', (engine) => {
  let w: World;
  const receiver = new WebhookReceiver();
  const admin = () => ({ token: w.adminToken });

  beforeAll(async () => {
    w = await createWorld(engine);
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.stop();
    await w.t.drop();
  });
  afterEach(async () => {
    // Each test its own webhooks and receiver's script.
    await w.t.db.deleteFrom('webhooks').execute();
    receiver.script.length = 0;
    receiver.fallback = { status: 204 };
    setHostResolver();
  });

  const deliver = (options: DeliveryRunOptions = {}) =>
    processWebhookDeliveries(w.t.db, { batchSize: 100, ...options });

  async function addWebhook(
    json: Record<string, unknown> = {},
  ): Promise<{ id: number; secret: string }> {
    const answer = await callJson('POST', '/api/webhooks', {
      ...admin(),
      json: { url: receiver.url, events: ['enquiry.created', 'enquiry.status_changed'], ...json },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id: answer.body.data.id, secret: answer.body.data.secret };
  }

  /** Sends the main contact form; answers the enquiry's id. */
  async function sendEnquiry(overrides: Record<string, unknown> = {}): Promise<number> {
    const marker = `webhook-${Math.random().toString(36).slice(2)}`;
    const sent = await call('POST', '/send-contact-form-main', {
      json: mainContactPayload({ message: marker, ...overrides }),
    });
    expect(sent.status).toBe(200);
    const row = await w.t.db
      .selectFrom('enquiries')
      .select('id')
      .where('message', '=', marker)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const deliveryRows = (webhookId: number) =>
    w.t.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhookId', '=', webhookId)
      .orderBy('id')
      .execute();

  const receivedSince = (count: number) => receiver.received.slice(count);

  it('signs each delivery as Standard Webhooks define, checked by an independent verifier', async () => {
    const { secret } = await addWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const before = receiver.received.length;
    const id = await sendEnquiry();
    expect(await deliver()).toEqual({ done: 1, failed: 0 });

    const [received] = receivedSince(before);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const timestamp = Number(received!.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(String(received!.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(signaturesMadeBy(secret, received!)).toEqual([0]);
    // Any change to what is signed breaks the signature.
    expect(verifies(secret, { ...received!, body: received!.body.replace('}', ' }') })).toBe(false);
    expect(verifies(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, received!)).toBe(false);

    // The enquiry as GET /api/enquiries/{id} answers it, without its notes.
    const body = bodyOf(received!);
    expect(body.type).toBe('enquiry.created');
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    const { notes, ...enquiry } = (await callJson('GET', `/api/enquiries/${id}`, admin())).body
      .data;
    expect(notes).toEqual([]);
    expect(body.data).toEqual(enquiry);
  });

  it('sends enquiry.created for a released Spam enquiry only, and enquiry.status_changed on each status change', async () => {
    const { id: webhookId, secret } = await addWebhook();
    const spam = await sendEnquiry({ website: 'https://bot.test' });
    expect(await deliveryRows(webhookId)).toEqual([]);

    const put = (json: Record<string, unknown>) =>
      callJson('PUT', `/api/enquiries/${spam}`, { ...admin(), json });
    const before = receiver.received.length;
    expect((await put({ status: 'new' })).status).toBe(200); // Not spam
    expect((await put({ status: 'contacted' })).status).toBe(200);
    expect((await put({ assignee: w.editor.id })).status).toBe(200); // no status change
    const patched = await callJson('PATCH', `/api/enquiries/${spam}`, {
      ...admin(),
      json: { handled: false },
    });
    expect(patched.status).toBe(200);
    // Back to Spam and out again: the receiver heard of it already.
    expect((await put({ status: 'spam' })).status).toBe(200);
    expect((await put({ status: 'won' })).status).toBe(200);
    await deliver();

    const got = receivedSince(before);
    const rows = await deliveryRows(webhookId);
    const sent = rows.map((row) => {
      const body = JSON.parse(row.payload) as { type: string; data: Record<string, unknown> };
      return [body.type, body.data.previousStatus, body.data.status];
    });
    expect(sent).toEqual([
      ['enquiry.created', undefined, 'new'],
      ['enquiry.status_changed', 'new', 'contacted'],
      ['enquiry.status_changed', 'contacted', 'new'],
      ['enquiry.status_changed', 'new', 'spam'],
      ['enquiry.status_changed', 'spam', 'won'],
    ]);
    expect(got).toHaveLength(5);
    for (const received of got) expect(verifies(secret, received)).toBe(true);
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('queues nothing for an inactive webhook, nor events it did not ask for', async () => {
    const inactive = await addWebhook({ active: false });
    const statusOnly = await addWebhook({ events: ['enquiry.status_changed'] });
    const id = await sendEnquiry();
    expect(await deliveryRows(inactive.id)).toEqual([]);
    expect(await deliveryRows(statusOnly.id)).toEqual([]);
    await callJson('PUT', `/api/enquiries/${id}`, { ...admin(), json: { status: 'lost' } });
    expect(await deliveryRows(inactive.id)).toEqual([]);
    expect((await deliveryRows(statusOnly.id)).map((row) => row.eventType)).toEqual([
      'enquiry.status_changed',
    ]);
  });

  it('keeps the event id across retries, and a receiver down then up gets the event', async () => {
    const { id: webhookId, secret } = await addWebhook();
    await receiver.stop();
    await sendEnquiry();
    const [row] = await deliveryRows(webhookId);
    const down = await deliver();
    expect(down).toEqual({ done: 0, failed: 1 });
    let [failed] = await deliveryRows(webhookId);
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, finishedAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);

    // Back up, but failing once more: a 503.
    await receiver.start();
    receiver.script.push({ status: 503, body: 'busy' });
    const later = new Date(Date.parse(failed!.nextAttemptAt) + 1);
    expect(await deliver({ now: later })).toEqual({ done: 0, failed: 1 });
    [failed] = await deliveryRows(webhookId);
    expect(failed).toMatchObject({ attempts: 2, lastStatus: 503, responseExcerpt: 'busy' });

    expect(await deliver({ now: new Date(Date.parse(failed!.nextAttemptAt) + 1) })).toEqual({
      done: 1,
      failed: 0,
    });
    const attempts = receiver.withId(row!.eventId);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    for (const attempt of attempts) expect(verifies(secret, attempt)).toBe(true);
    const [delivered] = await deliveryRows(webhookId);
    expect(delivered).toMatchObject({ attempts: 3, lastStatus: 204, lastError: null });
    expect(delivered!.deliveredAt).not.toBeNull();
    // Delivered: never again.
    expect(await deliver({ now: new Date(Date.now() + 86_400_000) })).toEqual({
      done: 0,
      failed: 0,
    });
  });

  it('backs off from 10 s, doubling, at most an hour apart, and gives up after 24 hours', async () => {
    const { id: webhookId } = await addWebhook();
    receiver.fallback = { status: 500, body: 'down for maintenance' };
    await sendEnquiry();
    const [created] = await deliveryRows(webhookId);
    const giveUpAt = Date.parse(created!.createdAt) + 24 * 60 * 60_000;
    const waits: number[] = [];
    let now = Date.now();
    for (let attempt = 1; attempt < 100; attempt++) {
      expect(await deliver({ now: new Date(now) })).toEqual({ done: 0, failed: 1 });
      const [row] = await deliveryRows(webhookId);
      if (row!.finishedAt !== null) break;
      const next = Date.parse(row!.nextAttemptAt);
      waits.push(next - now);
      // Not due a moment before its time.
      expect(await deliver({ now: new Date(next - 1) })).toEqual({ done: 0, failed: 0 });
      now = next;
    }
    expect(waits.slice(0, 10)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, 3_600_000,
    ]);
    expect(Math.max(...waits)).toBe(3_600_000);
    // The last attempt was made 24 hours after the event, and then it gave up.
    expect(now).toBe(giveUpAt);
    const [given] = await deliveryRows(webhookId);
    expect(given!.attempts).toBe(waits.length + 1);
    expect(given!.lastError).toBe(
      `answered 500; gave up after ${given!.attempts} attempts over 24 hours`,
    );
    expect(given!.deliveredAt).toBeNull();
    const log = await callJson('GET', `/api/webhooks/${webhookId}/deliveries`, admin());
    expect(log.body.data.items[0]).toMatchObject({
      state: 'failed',
      nextAttemptAt: null,
      lastStatus: 500,
      responseExcerpt: 'down for maintenance',
    });
    expect(
      lines.some((line) => line.component === 'webhooks' && /given up/.test(String(line.msg))),
    ).toBe(true);
    expect(await deliver({ now: new Date(giveUpAt + 86_400_000) })).toEqual({
      done: 0,
      failed: 0,
    });
  });

  it('delivers each event once when two instances run at the same time', async () => {
    const { id: webhookId } = await addWebhook();
    await Promise.all(Array.from({ length: 8 }, () => sendEnquiry()));
    const rows = await deliveryRows(webhookId);
    expect(rows).toHaveLength(8);
    const before = receiver.received.length;
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.done + b.done).toBe(8);
    expect(a.failed + b.failed).toBe(0);
    const got = receivedSince(before).map((r) => r.headers['webhook-id']);
    expect(got.sort()).toEqual(rows.map((row) => row.eventId).sort());
  });

  it('delivers an event claimed by an instance that died once its claim runs out', async () => {
    const { id: webhookId } = await addWebhook();
    await sendEnquiry();
    // Claimed by an instance killed before it recorded anything.
    const [row] = await deliveryRows(webhookId);
    const leaseEnd = new Date(Date.now() + 2 * 60_000).toISOString();
    await w.t.db
      .updateTable('webhook_deliveries')
      .set({ attempts: 1, nextAttemptAt: leaseEnd })
      .where('id', '=', row!.id)
      .execute();
    expect(await deliver()).toEqual({ done: 0, failed: 0 });
    expect(await deliver({ now: new Date(Date.parse(leaseEnd) + 1) })).toEqual({
      done: 1,
      failed: 0,
    });
    expect(receiver.withId(row!.eventId)).toHaveLength(1);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const elsewhere = await new WebhookReceiver().start();
    try {
      const { id: webhookId } = await addWebhook();
      receiver.script.push({ status: 307, headers: { location: elsewhere.url } });
      await sendEnquiry();
      expect(await deliver()).toEqual({ done: 0, failed: 1 });
      const [row] = await deliveryRows(webhookId);
      expect(row).toMatchObject({ lastStatus: 307, deliveredAt: null });
      expect(row!.lastError).toBe('answered 307: redirects are not followed');
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
  });

  it('counts an answer that takes longer than 10 s as a failure', async () => {
    expect(DELIVERY_TIMEOUT_MS).toBe(10_000);
    const { id: webhookId } = await addWebhook();
    receiver.script.push({ status: 200, delayMs: DELIVERY_TIMEOUT_MS + 1_000 });
    await sendEnquiry();
    const started = Date.now();
    expect(await deliver()).toEqual({ done: 0, failed: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(DELIVERY_TIMEOUT_MS + 1_000);
    const [row] = await deliveryRows(webhookId);
    expect(row).toMatchObject({ lastError: 'no answer within 10 s', lastStatus: null });
  }, 30_000);

  it('connects to the address it checked, never resolving the name again', async () => {
    let lookups = 0;
    // The name resolves to the receiver twice (the save's check and the delivery's), and
    // to an address nothing answers on after that.
    setHostResolver(async () => (++lookups <= 2 ? ['127.0.0.1'] : ['10.255.255.1']));
    const { id: webhookId } = await addWebhook({
      url: `http://receiver.test:${receiver.port}/hooks`,
    });
    await sendEnquiry();
    const before = receiver.received.length;
    expect(await deliver()).toEqual({ done: 1, failed: 0 });
    expect(lookups).toBe(2);
    const [received] = receivedSince(before);
    expect(received!.headers.host).toBe(`receiver.test:${receiver.port}`);
    expect((await deliveryRows(webhookId))[0]!.deliveredAt).not.toBeNull();
  });

  it('lets http://127.0.0.1 through with WEBHOOK_ALLOW_PRIVATE=1, but never a link-local or metadata address', async () => {
    const count = async () => (await w.t.db.selectFrom('webhooks').select('id').execute()).length;
    expect((await callJson('GET', '/api/webhooks', admin())).body.data).toEqual([]);
    await addWebhook({ url: 'http://127.0.0.1:9/hooks' });
    await addWebhook({ url: 'http://10.20.30.40/hooks' });
    setHostResolver(async () => ['169.254.7.7']);
    for (const [url, why] of [
      ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata address'],
      ['http://[fd00:ec2::254]/latest/meta-data/', 'a cloud metadata address'],
      ['http://169.254.10.20/hooks', 'a link-local address'],
      ['http://[fe80::1]/hooks', 'a link-local address'],
      ['http://link-local.test/hooks', 'resolves to 169.254.7.7, a link-local address'],
      ['http://metadata.google.internal/computeMetadata/v1/', 'a cloud metadata service'],
      ['http://0.0.0.0:3000/', 'a reserved address (unspecified)'],
    ]) {
      const answer = await callJson('POST', '/api/webhooks', {
        ...admin(),
        json: { url, events: ['enquiry.created'] },
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toContain(why);
    }
    expect(await count()).toBe(2);
  });

  it('answers a secret only when it is made, and stores it sealed', async () => {
    const { id, secret } = await addWebhook();
    const list = await callJson('GET', '/api/webhooks', admin());
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(list.body.data).toEqual([
      expect.objectContaining({ id, url: receiver.url, active: true, previousSecretUntil: null }),
    ]);
    const changed = await callJson('PUT', `/api/webhooks/${id}`, {
      ...admin(),
      json: { events: ['enquiry.status_changed'], active: false },
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toContain('whsec_');
    expect(changed.body.data).toMatchObject({ events: ['enquiry.status_changed'], active: false });
    await sendEnquiry();
    const log = await callJson('GET', `/api/webhooks/${id}/deliveries`, admin());
    expect(JSON.stringify(log.body)).not.toContain('whsec_');

    const row = await w.t.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(isSealed(row.secret)).toBe(true);
    expect(openSecret(row.secret)).toBe(secret);
    const key = secret.slice('whsec_'.length);
    const keyBytes = Buffer.from(key, 'base64');
    for (const table of ['webhooks', 'webhook_deliveries', 'audit_log'] as const) {
      const dump = JSON.stringify(await w.t.db.selectFrom(table).selectAll().execute());
      expect(dump, table).not.toContain(key);
      expect(dump, table).not.toContain(keyBytes.toString('hex'));
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-webhook-backup-'));
    try {
      await createBackup(
        { handle: w.t, config: w.t.config, media: localMediaStore(path.join(folder, 'media')) },
        directoryStore(path.join(folder, 'backup')),
      );
      const files = fs
        .readdirSync(path.join(folder, 'backup'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
      expect(files.join('\n')).toContain(row.secret);
      expect(files.join('\n')).not.toContain(key);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('rotates a secret: the new one answered once, both signing for 24 hours', async () => {
    const { id, secret: first } = await addWebhook();
    const rotated = await callJson('PUT', `/api/webhooks/${id}`, {
      ...admin(),
      json: { rotateSecret: true },
    });
    expect(rotated.status).toBe(200);
    const second: string = rotated.body.data.secret;
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    const until = Date.parse(rotated.body.data.previousSecretUntil);
    expect(Math.abs(until - (Date.now() + 24 * 60 * 60_000))).toBeLessThan(60_000);
    const list = await callJson('GET', '/api/webhooks', admin());
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(list.body.data[0].previousSecretUntil).toBe(rotated.body.data.previousSecretUntil);
    const row = await w.t.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(isSealed(row.previousSecret!)).toBe(true);
    expect(openSecret(row.previousSecret!)).toBe(first);

    let before = receiver.received.length;
    await sendEnquiry();
    await deliver();
    const [both] = receivedSince(before);
    expect(String(both!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signaturesMadeBy(second, both!)).toEqual([0]);
    expect(signaturesMadeBy(first, both!)).toEqual([1]);

    // 24 hours on, the old secret signs no more.
    await w.t.db
      .updateTable('webhooks')
      .set({ previousSecretUntil: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', id)
      .execute();
    before = receiver.received.length;
    await sendEnquiry();
    await deliver();
    const [one] = receivedSince(before);
    expect(signaturesMadeBy(second, one!)).toEqual([0]);
    expect(verifies(first, one!)).toBe(false);
    expect((await callJson('GET', '/api/webhooks', admin())).body.data[0].previousSecretUntil).toBe(
      null,
    );
  });

  it('sends a test event through the same queue, and logs every delivery, newest first', async () => {
    const { id, secret } = await addWebhook({ active: false });
    receiver.script.push({ status: 200, body: 'é'.repeat(2_000) });
    const test = await callJson('POST', `/api/webhooks/${id}/test`, admin());
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ eventType: 'enquiry.created', state: 'pending' });
    const before = receiver.received.length;
    await deliver();
    const [received] = receivedSince(before);
    expect(verifies(secret, received!)).toBe(true);
    expect(bodyOf(received!)).toMatchObject({
      type: 'enquiry.created',
      data: { id: 0, name: 'Test Enquiry' },
    });
    receiver.script.push({ status: 404, body: 'no such\u0000 hook' });
    await callJson('POST', `/api/webhooks/${id}/test`, admin());
    await deliver();

    const log = await callJson('GET', `/api/webhooks/${id}/deliveries?pageSize=1`, admin());
    expect(log.status).toBe(200);
    expect(log.body.data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(log.body.data.items).toEqual([
      expect.objectContaining({
        state: 'retrying',
        attempts: 1,
        lastStatus: 404,
        // PostgreSQL's text holds no NUL: the log shows what it cannot store as U+FFFD.
        responseExcerpt: 'no such\ufffd hook',
        lastError: 'answered 404',
      }),
    ]);
    const second = await callJson(
      'GET',
      `/api/webhooks/${id}/deliveries?page=2&pageSize=1`,
      admin(),
    );
    const [first] = second.body.data.items;
    expect(first).toMatchObject({
      state: 'delivered',
      lastStatus: 200,
      eventId: received!.headers['webhook-id'],
    });
    expect(first.responseExcerpt).toBe('é'.repeat(500));
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'entityId'])
      .where('entity', '=', 'webhook')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'send-test', entityId: String(id) });
  });

  it('deletes a webhook with its log, and refuses bad input with a clear message, changing nothing', async () => {
    const { id } = await addWebhook();
    const snapshot = async () =>
      JSON.stringify(await w.t.db.selectFrom('webhooks').selectAll().orderBy('id').execute());
    const unchanged = await snapshot();
    const refusals: [string, string, unknown, number, RegExp][] = [
      [
        'POST',
        '/api/webhooks',
        { url: 'ftp://x.test/', events: ['enquiry.created'] },
        400,
        /https:\/\//,
      ],
      ['POST', '/api/webhooks', { url: receiver.url, events: [] }, 400, /at least one event/],
      [
        'POST',
        '/api/webhooks',
        { url: receiver.url, events: ['enquiry.deleted'] },
        400,
        /events may be/,
      ],
      [
        'POST',
        '/api/webhooks',
        { url: receiver.url, events: ['enquiry.created', 'enquiry.created'] },
        400,
        /once/,
      ],
      [
        'POST',
        '/api/webhooks',
        { url: receiver.url, events: ['enquiry.created'], secret: 'whsec_x' },
        400,
        /secret/,
      ],
      [
        'POST',
        '/api/webhooks',
        { url: 'http://user:pw@127.0.0.1/', events: ['enquiry.created'] },
        400,
        /user name or password/,
      ],
      [
        'POST',
        '/api/webhooks',
        { url: `https://${'a'.repeat(2_001)}.test/`, events: ['enquiry.created'] },
        400,
        /2000 characters/,
      ],
      [
        'POST',
        '/api/webhooks',
        { url: 'https://no-such-host.invalid/', events: ['enquiry.created'] },
        400,
        /could not be resolved/,
      ],
      ['PUT', `/api/webhooks/${id}`, {}, 400, /Send url, events, active or rotateSecret/],
      ['PUT', `/api/webhooks/${id}`, { active: 'yes' }, 400, /active must be true or false/],
      ['PUT', `/api/webhooks/${id}`, { url: 'http://169.254.169.254/' }, 400, /metadata/],
      ['PUT', '/api/webhooks/999999', { active: false }, 404, /Webhook not found/],
      ['PUT', '/api/webhooks/abc', { active: false }, 404, /Webhook not found/],
      ['DELETE', '/api/webhooks/999999', undefined, 404, /Webhook not found/],
      ['POST', '/api/webhooks/999999/test', undefined, 404, /Webhook not found/],
      ['GET', '/api/webhooks/999999/deliveries', undefined, 404, /Webhook not found/],
      ['GET', `/api/webhooks/${id}/deliveries?page=0`, undefined, 400, /page must be at least 1/],
      ['GET', `/api/webhooks/${id}/deliveries?pageSize=101`, undefined, 400, /at most 100/],
    ];
    for (const [method, url, json, status, message] of refusals) {
      const answer = await callJson(method, url, { ...admin(), json });
      expect(answer.status, `${method} ${url} ${JSON.stringify(json)}`).toBe(status);
      expect(answer.body.message, `${method} ${url}`).toMatch(message);
    }
    expect(await snapshot()).toBe(unchanged);

    await sendEnquiry();
    expect(await deliveryRows(id)).toHaveLength(1);
    expect((await callJson('DELETE', `/api/webhooks/${id}`, admin())).status).toBe(200);
    expect(await deliveryRows(id)).toEqual([]);
    expect((await callJson('GET', '/api/webhooks', admin())).body.data).toEqual([]);
  });

  it("answers the worker's claim and the delivery log from indexes", async () => {
    const explain = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
    // A small table makes PostgreSQL prefer a scan: the question is whether an index can
    // answer the query at all.
    const plan = (query: string) =>
      w.t.db.transaction().execute(async (tx) => {
        if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(tx);
        const { rows } = await sql.raw<Record<string, unknown>>(explain + query).execute(tx);
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
    expect(
      await plan(
        `select id from webhook_deliveries where "finishedAt" is null and "nextAttemptAt" <= '2030-01-01' order by "nextAttemptAt", id limit 20`,
      ),
    ).toMatch(/webhook_deliveries_due/);
    expect(
      await plan(
        `select * from webhook_deliveries where "webhookId" = 1 order by id desc limit 20 offset 0`,
      ),
    ).toMatch(/webhook_deliveries_log/);
  });
});
