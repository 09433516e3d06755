import '../support/env';
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '@/server/db/migrations';
import { countEnquiries } from '@/server/enquiries/enquiries';
import { processOutbox } from '@/server/mail/outbox';
import { SmtpCapture } from '../faults/smtp-capture';
import { mainContactPayload, pageContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, randomIp, type World } from '../support/harness';
import { createTestDatabase, testEngines } from '../support/test-databases';

// The Arabic edition's enquiries (issue 29): the forms post to the same endpoints with an
// optional `locale`; the enquiry keeps it, and the inbox, its filter, the CSV export, the
// team's e-mail (through a real SMTP server) and the webhooks show it. A client that sends
// none is answered and stored as before, as English.

process.env.WEBHOOK_ALLOW_PRIVATE = '1';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let relay: SmtpCapture;

beforeAll(async () => {
  relay = new SmtpCapture(await freePort());
  process.env.SMTP_URL = relay.url; // read on first use by getEnv()
  await relay.start();
});
afterAll(async () => relay.stop());

/** Letters of the Arabic script, as a visitor of the Arabic form writes them. */
const ARABIC_MESSAGE = 'نحتاج إلى موقع جديد لعيادتنا في دبي.';

describe.each(testEngines)('the language of enquiries on %s', (engine) => {
  let w: World;
  const staff = () => ({ token: w.adminToken });
  const send = (path: string, json: Record<string, unknown>) =>
    call('POST', path, { ip: randomIp(), json });
  const stored = (name: string) =>
    w.t.db.selectFrom('enquiries').selectAll().where('name', '=', name).executeTakeFirst();

  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  it('stores the language each form says, and English when a client says none', async () => {
    const sent = [
      await send(
        '/send-contact-form-main',
        mainContactPayload({ name: 'Main Arabic', locale: 'ar' }),
      ),
      await send('/send-contact-form', pageContactPayload({ name: 'Page Arabic', locale: 'ar' })),
      await send(
        '/send-contact-form-main',
        mainContactPayload({ name: 'Main English', locale: 'en' }),
      ),
      // Spec point 7's client: no locale at all.
      await send('/send-contact-form', pageContactPayload({ name: 'Page Silent' })),
    ];
    for (const answer of sent) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ msg: 'success' });
    }
    expect((await stored('Main Arabic'))?.locale).toBe('ar');
    expect((await stored('Page Arabic'))?.locale).toBe('ar');
    expect((await stored('Main English'))?.locale).toBe('en');
    expect((await stored('Page Silent'))?.locale).toBe('en');

    // The API answers it with the enquiry.
    const id = (await stored('Page Arabic'))!.id;
    const one = await callJson('GET', `/api/enquiries/${id}`, staff());
    expect(one.body.data).toMatchObject({ name: 'Page Arabic', form: 'page', locale: 'ar' });
  });

  it('refuses a language it does not have with 400, in the forms’ envelope, and stores nothing', async () => {
    const before = await countEnquiries(w.t.db);
    for (const [path, payload] of [
      ['/send-contact-form-main', mainContactPayload({ locale: 'fr' })],
      ['/send-contact-form-main', mainContactPayload({ locale: 'AR' })],
      ['/send-contact-form', pageContactPayload({ locale: '' })],
      ['/send-contact-form', pageContactPayload({ locale: ['ar'] })],
      ['/send-contact-form', pageContactPayload({ locale: null })],
    ] as const) {
      const answer = await send(path, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(await answer.json()).toEqual({ msg: 'fail', message: 'locale must be en or ar.' });
    }
    expect(await countEnquiries(w.t.db)).toBe(before);
  });

  it('filters the inbox and the export by language, and refuses a filter it does not know', async () => {
    const names = async (query: string) =>
      (
        (await callJson('GET', `/api/enquiries?pageSize=100${query}`, staff())).body.data.items as {
          name: string;
          locale: string;
        }[]
      ).map((item) => `${item.name}:${item.locale}`);
    const arabic = await names('&locale=ar');
    expect(arabic.sort()).toEqual(['Main Arabic:ar', 'Page Arabic:ar']);
    const english = await names('&locale=en');
    expect(english).toEqual(expect.arrayContaining(['Main English:en', 'Page Silent:en']));
    expect(english.some((item) => item.endsWith(':ar'))).toBe(false);
    // The filter goes with the others.
    expect(await names('&locale=ar&form=page')).toEqual(['Page Arabic:ar']);

    const refused = await callJson('GET', '/api/enquiries?locale=fr', staff());
    expect(refused).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'locale must be en or ar.' },
    });

    const csv = await (await call('GET', '/api/enquiries/export?locale=ar', staff())).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((row) => row.endsWith(',ar'))).toBe(true);
  });

  it('exports the language as the last column of the CSV', async () => {
    const csv = await (await call('GET', '/api/enquiries/export', staff())).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns.at(-1)).toBe('locale');
    const row = (name: string) => rows.find((line) => line.includes(`,${name},`))!.split(',');
    const at = columns.indexOf('locale');
    expect(row('Main Arabic')[at]).toBe('ar');
    expect(row('Page Silent')[at]).toBe('en');
  });

  it('says the language in the team’s e-mail', async () => {
    // Start from an empty queue: what earlier tests queued is sent first.
    await processOutbox(w.t.db, { now: new Date(Date.now() + 86_400_000), batchSize: 500 });
    relay.mails.length = 0;
    await send(
      '/send-contact-form',
      pageContactPayload({ name: 'Layla Arabic', locale: 'ar', message: ARABIC_MESSAGE }),
    );
    await send('/send-contact-form-main', mainContactPayload({ name: 'Sam Default' }));
    expect(await processOutbox(w.t.db)).toEqual({ sent: 2, failed: 0 });
    const mailOf = (name: string) => relay.mails.find((mail) => mail.subject.includes(name))!;
    const arabic = mailOf('Layla Arabic');
    expect(arabic.text).toMatch(/^Language: Arabic$/m);
    expect(arabic.text).toContain(ARABIC_MESSAGE);
    expect(mailOf('Sam Default').text).toMatch(/^Language: English$/m);
  });

  it('gives webhooks the language with the enquiry', async () => {
    const hook = await callJson('POST', '/api/webhooks', {
      ...staff(),
      json: { url: 'http://127.0.0.1:9/enquiries', events: ['enquiry.created'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    await send(
      '/send-contact-form-main',
      mainContactPayload({ name: 'Hook Arabic', locale: 'ar' }),
    );
    const delivery = await w.t.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .where('webhookId', '=', hook.body.data.id)
      .executeTakeFirstOrThrow();
    const body = JSON.parse(delivery.payload) as { data: { name: string; locale: string } };
    expect(body.data).toMatchObject({ name: 'Hook Arabic', locale: 'ar' });
  });
});

describe.each(testEngines)('migration 013 on %s', (engine) => {
  it('makes every earlier enquiry English', async () => {
    const t = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(t.db, engine, '011-webhooks');
      const now = new Date().toISOString();
      await sql`insert into enquiries (form, name, email, "phoneNum", "businessName", role, message, "formType", "createdAt", "handledAt", page, language)
        values ('main', 'Sara', 'sara@client.test', 'none', '', '', 'Hello', '', ${now}, null, '/contact', 'en')`.execute(
        t.db,
      );
      await migrateToLatest(t.db, engine);
      const rows = await t.db.selectFrom('enquiries').select(['name', 'locale']).execute();
      expect(rows.map((row) => ({ ...row }))).toEqual([{ name: 'Sara', locale: 'en' }]);
    } finally {
      await t.drop();
    }
  });
});
