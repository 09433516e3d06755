import '../support/env';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countEnquiries } from '@/server/enquiries/enquiries';
import { countSpam } from '@/server/enquiries/inbox';
import { processOutbox } from '@/server/mail/outbox';
import { logTransport } from '@/server/mail/transport';
import { testEngines } from '../support/test-databases';
import { TEST_CONTACT_TO } from '../support/env';
import { mainContactPayload, pageContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, randomIp, type World } from '../support/harness';

// The two contact endpoints, the admin inbox, and the outbox that carries every
// enquiry to CONTACT_TO over a real SMTP server, even one that is down for a while.

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed port that can be stopped and started again. */
class MailSink {
  received: Received[] = [];
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  async start() {
    await this.stop();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let sink: MailSink;

beforeAll(async () => {
  sink = new MailSink(await freePort());
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`; // read on first use by getEnv()
});
afterAll(async () => sink.stop());

describe.each(testEngines)('enquiries on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const outbox = () => w.t.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('stores a main-form enquiry with its e-mail before answering {msg: "success"}', async () => {
    const answer = await callJson('POST', '/send-contact-form-main', {
      json: mainContactPayload({ name: 'Sara Khan', formType: 'company' }),
    });
    expect(answer).toMatchObject({ status: 200, body: { msg: 'success' } });
    const [row] = await w.t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('name', '=', 'Sara Khan')
      .execute();
    expect(row).toMatchObject({
      form: 'main',
      email: 'sara@client.test',
      phoneNum: 'none',
      formType: 'company',
      handledAt: null,
    });
    const mail = (await outbox()).find((m) => m.enquiryId === row!.id)!;
    expect(mail).toMatchObject({
      recipient: TEST_CONTACT_TO,
      replyTo: 'sara@client.test',
      sentAt: null,
      attempts: 0,
    });
    expect(mail.subject).toBe('New enquiry from Sara Khan');
    expect(mail.body).toContain('We need a new website for our clinic.');
  });

  it('stores a contact-page enquiry with business name and role', async () => {
    const answer = await callJson('POST', '/send-contact-form', {
      json: pageContactPayload({ name: 'Omar Page' }),
    });
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: { msg: 'success' } }));
    const [row] = await w.t.db
      .selectFrom('enquiries')
      .selectAll()
      .where('name', '=', 'Omar Page')
      .execute();
    expect(row).toMatchObject({
      form: 'page',
      phoneNum: '+971 50 123 4567',
      businessName: 'Ali Trading',
      role: 'Owner',
    });
  });

  it('stores a request tried again with the same X-Request-Id once, with one e-mail', async () => {
    // nginx tries a contact form on another instance when the first died under it, with
    // its own $request_id both times; the visitor's one enquiry must not become two.
    const send = (requestId: string, name: string) =>
      call('POST', '/send-contact-form', {
        headers: { 'X-Request-Id': requestId },
        json: pageContactPayload({ name }),
      });
    const rows = (name: string) =>
      w.t.db.selectFrom('enquiries').select('id').where('name', '=', name).execute();
    const first = await send('3f2a9c0d5e7b4a1f8c6d2e0b9a7f5c3e', 'Retried Ann');
    const again = await send('3f2a9c0d5e7b4a1f8c6d2e0b9a7f5c3e', 'Retried Ann');
    expect([first.status, again.status]).toEqual([200, 200]);
    const stored = await rows('Retried Ann');
    expect(stored).toHaveLength(1);
    expect((await outbox()).filter((m) => m.enquiryId === stored[0]!.id)).toHaveLength(1);

    // Two visitors' requests have two ids: both are stored.
    await send('a1', 'Twin Ann');
    await send('a2', 'Twin Ann');
    expect(await rows('Twin Ann')).toHaveLength(2);
    // The id is kept to itself: the inbox API does not show it.
    const listed = await callJson('GET', '/api/enquiries?page=1&pageSize=5', {
      token: w.adminToken,
    });
    expect(JSON.stringify(listed.body)).not.toContain('requestId');
  });

  it('answers a filled honeypot as a success, files it as Spam and e-mails nobody', async () => {
    const before = await countEnquiries(w.t.db);
    const mails = (await outbox()).length;
    for (const [path, payload] of [
      ['/send-contact-form-main', mainContactPayload({ website: 'https://spam.test' })],
      ['/send-contact-form', pageContactPayload({ website: 'buy now' })],
    ] as const) {
      expect(await callJson('POST', path, { json: payload })).toMatchObject({
        status: 200,
        body: { msg: 'success' },
      });
    }
    expect(await countEnquiries(w.t.db)).toBe(before + 2);
    expect((await outbox()).length).toBe(mails);
    const spam = await callJson('GET', '/api/enquiries?status=spam', { token: w.adminToken });
    expect(spam.body.data.items.slice(0, 2)).toMatchObject([
      { status: 'spam', spamReason: 'honeypot', form: 'page' },
      { status: 'spam', spamReason: 'honeypot', form: 'main' },
    ]);
    const inbox = await callJson('GET', '/api/enquiries', { token: w.adminToken });
    expect(inbox.body.data.items.map((item: { status: string }) => item.status)).not.toContain(
      'spam',
    );
  });

  it('answers invalid input with 400 {msg: "fail", message} naming the first problem', async () => {
    expect(
      await callJson('POST', '/send-contact-form-main', {
        json: mainContactPayload({ email: 'nope' }),
      }),
    ).toEqual(
      expect.objectContaining({
        status: 400,
        body: { msg: 'fail', message: 'Enter a valid email address.' },
      }),
    );
  });

  it('limits each client address to CONTACT_RATE_LIMIT (5 per 10 minutes) with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call('POST', '/send-contact-form-main', {
            ip,
            json: mainContactPayload({ name: `Visitor ${i}` }),
          })
        ).status,
      ).toBe(200);
    }
    const before = await countEnquiries(w.t.db);
    const refused = await callJson('POST', '/send-contact-form', {
      ip,
      json: pageContactPayload(),
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { msg: 'fail', message: expect.stringContaining('Too many') },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await countEnquiries(w.t.db)).toBe(before);
    expect(
      (await call('POST', '/send-contact-form', { ip: randomIp(), json: pageContactPayload() }))
        .status,
    ).toBe(200);
  });

  describe('admin inbox', () => {
    it('pages newest first with delivery state', async () => {
      const first = await callJson('GET', '/api/enquiries?page=1&pageSize=2', {
        token: w.adminToken,
      });
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('success');
      const { items, page, pageSize, total } = first.body.data;
      expect({ page, pageSize }).toEqual({ page: 1, pageSize: 2 });
      expect(total).toBe((await countEnquiries(w.t.db)) - (await countSpam(w.t.db)));
      expect(items).toHaveLength(2);
      expect(Object.keys(items[0]).sort()).toEqual(
        [
          'businessName',
          'createdAt',
          'delivery',
          'deliveryAttempts',
          'email',
          'form',
          'formType',
          'locale',
          'handledAt',
          'id',
          'message',
          'name',
          'phoneNum',
          'role',
          'status',
          'assignee',
          'statusChangedAt',
          'page',
          'landing',
          'referrer',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'utm_term',
          'utm_content',
          'gclid',
          'fbclid',
          'device',
          'language',
          'source',
          'spamReason',
        ].sort(),
      );
      expect(items[0].delivery).toBe('pending');
      expect(items[0].id).toBeGreaterThan(items[1].id);
      const second = await callJson('GET', '/api/enquiries?page=2&pageSize=2', {
        token: w.adminToken,
      });
      expect(second.body.data.items[0].id).toBeLessThan(items[1].id);
      const defaults = await callJson('GET', '/api/enquiries', { token: w.adminToken });
      expect(defaults.body.data).toMatchObject({ page: 1, pageSize: 20 });
    });

    it('reads one enquiry and marks it handled and unhandled', async () => {
      const { body } = await callJson('GET', '/api/enquiries?pageSize=1', { token: w.adminToken });
      const id = body.data.items[0].id;
      const one = await callJson('GET', `/api/enquiries/${id}`, { token: w.adminToken });
      expect(one.body).toEqual({ status: 'success', data: { ...body.data.items[0], notes: [] } });
      const handled = await callJson('PATCH', `/api/enquiries/${id}`, {
        token: w.adminToken,
        json: { handled: true },
      });
      expect(handled.body.data.handledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(handled.body.data.status).toBe('contacted');
      const reopened = await callJson('PATCH', `/api/enquiries/${id}`, {
        token: w.adminToken,
        json: { handled: false },
      });
      expect(reopened.body.data.handledAt).toBeNull();
      expect(reopened.body.data.status).toBe('new');
      expect(await callJson('GET', '/api/enquiries/999999', { token: w.adminToken })).toMatchObject(
        {
          status: 404,
          body: { status: 'fail', message: 'Enquiry not found.' },
        },
      );
    });

    it('exports every enquiry as CSV with formula cells neutralised', async () => {
      await call('POST', '/send-contact-form-main', {
        json: mainContactPayload({
          name: '=HYPERLINK',
          email: 'x@client.test',
          message: '+1 call me, "soon"\n@home -maybe',
        }),
      });
      const response = await call('GET', '/api/enquiries/export', { token: w.adminToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const csv = await response.text();
      const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'id,createdAt,form,name,email,phoneNum,businessName,role,message,formType,status,assignee,handledAt,' +
          'source,page,landing,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,' +
          'device,language,delivery,deliveryAttempts,locale',
      );
      expect(csv).toContain(`'=HYPERLINK`);
      expect(csv).toContain(`"'+1 call me, ""soon""\n@home -maybe"`);
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
      // Spam is left out unless asked for.
      expect(lines.filter((line) => /^\d+,/.test(line))).toHaveLength(
        (await countEnquiries(w.t.db)) - (await countSpam(w.t.db)),
      );
    });
  });

  describe('the outbox', () => {
    // Failed attempts are logged as warnings by design; keep the test output readable.
    let quiet: { mockRestore(): void };
    beforeAll(() => {
      quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterAll(() => quiet.mockRestore());

    it('keeps 20 enquiries while SMTP is down and delivers each exactly once when it is back', async () => {
      // Start from an empty queue: what earlier tests queued is sent first.
      await sink.start();
      await processOutbox(w.t.db, { now: new Date(Date.now() + 86_400_000), batchSize: 500 });
      await sink.stop();
      sink.received = [];

      const markers = Array.from({ length: 20 }, (_, i) => `marker-${engine}-${i}-${Date.now()}`);
      for (const marker of markers) {
        const answer = await call('POST', '/send-contact-form-main', {
          json: mainContactPayload({ message: marker }),
        });
        expect(answer.status).toBe(200);
      }

      const down = await processOutbox(w.t.db);
      expect(down).toEqual({ sent: 0, failed: 20 });
      const inbox = await callJson('GET', '/api/enquiries?pageSize=20', { token: w.adminToken });
      for (const item of inbox.body.data.items) {
        expect(item).toMatchObject({ delivery: 'failed-retrying', deliveryAttempts: 1 });
      }
      // Backing off: nothing is due right away.
      expect(await processOutbox(w.t.db)).toEqual({ sent: 0, failed: 0 });

      await sink.start();
      // Two workers (two instances of the site) race for the same rows after the back-off.
      const later = new Date(Date.now() + 60 * 60_000);
      const [a, b] = await Promise.all([
        processOutbox(w.t.db, { now: later, batchSize: 50 }),
        processOutbox(w.t.db, { now: later, batchSize: 50 }),
      ]);
      expect(a.sent + b.sent).toBe(20);
      expect(a.failed + b.failed).toBe(0);
      expect(await processOutbox(w.t.db, { now: new Date(Date.now() + 86_400_000) })).toEqual({
        sent: 0,
        failed: 0,
      });

      expect(sink.received).toHaveLength(20);
      for (const marker of markers) {
        expect(sink.received.filter((mail) => mail.raw.includes(marker))).toHaveLength(1);
      }
      for (const mail of sink.received) {
        expect(mail.to).toEqual([TEST_CONTACT_TO]);
        expect(mail.raw).toMatch(/^Reply-To: sara@client\.test\r?$/m);
        expect(mail.raw).toMatch(/^Subject: New enquiry from Sara Khan\r?$/m);
        expect(mail.raw).toMatch(/^From: website@agency\.test\r?$/m);
      }
      const after = await callJson('GET', '/api/enquiries?pageSize=20', { token: w.adminToken });
      for (const item of after.body.data.items)
        expect(item).toMatchObject({ delivery: 'sent', deliveryAttempts: 2 });
      await sink.stop();
    });

    it('records an e-mail sent while the database went away once it is back, and sends it once', async () => {
      await processOutbox(w.t.db, { now: new Date(Date.now() + 86_400_000), batchSize: 500 });
      await call('POST', '/send-contact-form-main', {
        json: mainContactPayload({ message: `db-away-${engine}` }),
      });
      // The relay takes the message; the next two writes meet a database that restarts.
      let refusals = 2;
      const restarting = w.t.db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'UpdateQueryNode' && sent.length > 0 && refusals-- > 0) {
            throw Object.assign(new Error('Connection terminated unexpectedly'), {
              code: '57P01',
            });
          }
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const sent: string[] = [];
      const transport = {
        description: 'test',
        send: async (message: { text: string }) => void sent.push(message.text),
      };
      const result = await processOutbox(restarting, { transport });
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(refusals).toBeLessThan(0);
      // Recorded as sent: a later run, even long after, sends nothing again.
      const later = await processOutbox(w.t.db, {
        transport,
        now: new Date(Date.now() + 86_400_000),
      });
      expect(later).toEqual({ sent: 0, failed: 0 });
      expect(sent.filter((text) => text.includes(`db-away-${engine}`))).toHaveLength(1);
    }, 20_000);

    it('backs off exponentially between attempts', async () => {
      await call('POST', '/send-contact-form-main', {
        json: mainContactPayload({ message: 'backoff' }),
      });
      const [row] = await w.t.db
        .selectFrom('outbox')
        .selectAll()
        .where('body', 'like', '%backoff%')
        .execute();
      const failing = {
        description: 'down',
        send: async () => Promise.reject(new Error('421 try later')),
      };
      let now = Date.now();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        now += 2 * 60 * 60_000; // well after any wait: this row is due again
        await processOutbox(w.t.db, { transport: failing, now: new Date(now), batchSize: 500 });
        const current = await w.t.db
          .selectFrom('outbox')
          .selectAll()
          .where('id', '=', row!.id)
          .executeTakeFirstOrThrow();
        expect(current.lastError).toBe('421 try later');
        waits.push(Date.parse(current.nextAttemptAt) - now);
      }
      expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    });

    it('a relay so slow that a batch would outlast its claim gives the rest back at once', async () => {
      const future = () => new Date(Date.now() + 5 * 86_400_000);
      await processOutbox(w.t.db, {
        transport: logTransport(() => {}),
        now: future(),
        batchSize: 500,
      });
      const markers = [0, 1, 2].map((i) => `slow-relay-${engine}-${i}-${Date.now()}`);
      for (const marker of markers) {
        await call('POST', '/send-contact-form-main', {
          json: mainContactPayload({ message: marker }),
        });
      }
      // Each send takes 61 s of the 2-minute claim: after the first, a second send could
      // end after the claim did, while another instance sends the same e-mail.
      const realNow = Date.now.bind(Date);
      let offset = 0;
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
      const sent: string[] = [];
      const slow = {
        description: 'slow',
        send: async (message: { text: string }) => {
          offset += 61_000;
          sent.push(message.text);
        },
      };
      try {
        const result = await processOutbox(w.t.db, {
          transport: slow,
          now: future(),
          batchSize: 3,
        });
        expect(result).toEqual({ sent: 1, failed: 0 });
      } finally {
        clock.mockRestore();
      }
      const rest = await w.t.db
        .selectFrom('outbox')
        .selectAll()
        .where('sentAt', 'is', null)
        .execute();
      expect(rest).toHaveLength(2);
      for (const row of rest) expect(Date.parse(row.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
      const later = await processOutbox(w.t.db, { transport: slow, now: future(), batchSize: 3 });
      expect(later).toEqual({ sent: 2, failed: 0 });
      for (const marker of markers)
        expect(sent.filter((text) => text.includes(marker))).toHaveLength(1);
    });

    it('without SMTP_URL writes the e-mail to the log and marks it sent', async () => {
      await call('POST', '/send-contact-form', {
        json: pageContactPayload({ message: 'log me please' }),
      });
      const lines: string[] = [];
      await processOutbox(w.t.db, {
        transport: logTransport((line) => lines.push(line)),
        now: new Date(Date.now() + 3 * 86_400_000),
        batchSize: 500,
      });
      expect(lines.join('\n')).toContain('log me please');
      expect(lines.join('\n')).toContain(`To: ${TEST_CONTACT_TO}`);
      const pending = await w.t.db
        .selectFrom('outbox')
        .select('id')
        .where('sentAt', 'is', null)
        .execute();
      expect(pending).toEqual([]);
    });
  });
});
