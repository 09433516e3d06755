import '../support/env';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '@/server/db/migrations';
import { issueFormToken } from '@/server/enquiries/form-token';
import { enquiryStats } from '@/server/enquiries/stats';
import { createTestDatabase, testEngines } from '../support/test-databases';
import { mainContactPayload, pageContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';

// Enquiries that turn into business (issue 27): where each came from, the pipeline, notes,
// Spam kept for review, the inbox's filters and the dashboard's figures.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const visit = {
  page: '/contact?ref=footer',
  landing: '/blogs/local-seo-checklist?utm_source=newsletter&utm_medium=email',
  referrer: 'Mail.Example.com',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'november',
  utm_term: '',
  utm_content: 'hero-link',
  gclid: '',
  fbclid: '',
};

describe.each(testEngines)('the enquiry pipeline on %s', (engine) => {
  let w: World;
  const staff = () => ({ token: w.adminToken });
  const outboxFor = async (id: number) =>
    w.t.db.selectFrom('outbox').selectAll().where('enquiryId', '=', id).execute();
  const newest = async (query = '') =>
    (await callJson('GET', `/api/enquiries?pageSize=1${query}`, staff())).body.data.items[0];

  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  it('records where the visit came from, the device and the language, with the same names as sent', async () => {
    const sent = await call('POST', '/send-contact-form', {
      json: pageContactPayload({ attribution: visit }),
      headers: { 'user-agent': IPHONE },
    });
    expect(sent.status).toBe(200);
    const item = await newest();
    expect(item).toMatchObject({
      ...visit,
      referrer: 'mail.example.com',
      device: 'mobile',
      language: 'en',
      source: 'newsletter',
      status: 'new',
      spamReason: '',
    });
    expect(await outboxFor(item.id)).toHaveLength(1);

    await call('POST', '/send-contact-form-main', {
      json: mainContactPayload({
        attribution: { page: '/ar/contact', landing: '/ar', referrer: 'www.google.ae' },
      }),
    });
    expect(await newest()).toMatchObject({
      language: 'ar',
      source: 'www.google.ae',
      utm_source: '',
    });
  });

  it('keeps working for a client that sends no attribution (spec point 7): Direct, nothing unknown invented', async () => {
    expect(
      (await call('POST', '/send-contact-form-main', { json: mainContactPayload() })).status,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      source: 'Direct',
      page: '',
      landing: '',
      language: '',
      device: '',
    });
  });

  it('refuses a malformed attribution with a message that names the field, and stores nothing', async () => {
    const before = await w.t.db
      .selectFrom('enquiries')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    for (const [attribution, message] of [
      [{ page: 'https://evil.test/contact' }, 'attribution.page must be a path of this site'],
      [{ referrer: 'https://www.google.com/' }, 'attribution.referrer must be a host name'],
      [{ utm_source: 'x'.repeat(201) }, 'attribution.utm_source must be at most 200 characters.'],
    ] as const) {
      const answer = await callJson('POST', '/send-contact-form-main', {
        json: mainContactPayload({ attribution }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const after = await w.t.db
      .selectFrom('enquiries')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('files a form sent within 3 s of its token as Spam, unsent, and one sent later as New', async () => {
    await call('POST', '/send-contact-form-main', {
      json: mainContactPayload({ formToken: issueFormToken(Date.now() - 500) }),
    });
    const fast = await newest('&status=spam');
    expect(fast).toMatchObject({ status: 'spam', spamReason: 'too-fast' });
    expect(await outboxFor(fast.id)).toHaveLength(0);

    const token = (await callJson('GET', '/api/form-token')).body.token as string;
    expect(token).toMatch(/^\d{13}\./);
    await call('POST', '/send-contact-form-main', {
      json: mainContactPayload({ formToken: issueFormToken(Date.now() - 4_000) }),
    });
    expect(await newest()).toMatchObject({ status: 'new', spamReason: '' });

    // A forged token proves nothing: judged by the honeypot and rate limit alone.
    await call('POST', '/send-contact-form-main', {
      json: mainContactPayload({ formToken: `${Date.now()}.${'A'.repeat(43)}` }),
    });
    expect(await newest()).toMatchObject({ status: 'new' });
  });

  it('releases a Spam enquiry with Not spam: it is e-mailed once, and each change is audited', async () => {
    await call('POST', '/send-contact-form-main', { json: mainContactPayload({ website: 'bot' }) });
    const spam = await newest('&status=spam');
    expect(await outboxFor(spam.id)).toHaveLength(0);
    const released = await callJson('PUT', `/api/enquiries/${spam.id}`, {
      ...staff(),
      json: { status: 'new' },
    });
    expect(released.body.data).toMatchObject({ status: 'new' });
    expect(await outboxFor(spam.id)).toHaveLength(1);
    // Back to Spam and out again: still one e-mail.
    await callJson('PUT', `/api/enquiries/${spam.id}`, { ...staff(), json: { status: 'spam' } });
    await callJson('PUT', `/api/enquiries/${spam.id}`, {
      ...staff(),
      json: { status: 'contacted' },
    });
    expect(await outboxFor(spam.id)).toHaveLength(1);
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select('fields')
      .where('entity', '=', 'enquiry')
      .where('entityId', '=', String(spam.id))
      .orderBy('id')
      .execute();
    // Three status changes, named by field (the audit log never holds values).
    expect(audit.filter((row) => String(row.fields).includes('status'))).toHaveLength(3);
  });

  it('moves an enquiry through Contacted to Won, assigned, with notes kept with author and time', async () => {
    await call('POST', '/send-contact-form', { json: pageContactPayload() });
    const { id } = await newest();
    const contacted = await callJson('PUT', `/api/enquiries/${id}`, {
      ...staff(),
      json: { status: 'contacted', assignee: w.editor.id },
    });
    expect(contacted.body.data).toMatchObject({ status: 'contacted', assignee: w.editor.id });
    expect(contacted.body.data.handledAt).toMatch(/^\d{4}-/);
    const note = await callJson('POST', `/api/enquiries/${id}/notes`, {
      ...staff(),
      json: { text: 'Called; wants a quote by Sunday.' },
    });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ authorId: w.admin.id, authorName: 'Ada Admin' });
    await callJson('PUT', `/api/enquiries/${id}`, { ...staff(), json: { status: 'won' } });
    const one = await callJson('GET', `/api/enquiries/${id}`, staff());
    expect(one.body.data).toMatchObject({
      status: 'won',
      assignee: w.editor.id,
      notes: [{ text: 'Called; wants a quote by Sunday.', authorName: 'Ada Admin' }],
    });
    expect(one.body.data.notes[0].createdAt).toMatch(/^\d{4}-/);

    for (const [body, message] of [
      [{ status: 'hot' }, 'status must be new, contacted, won, lost or spam.'],
      [{ assignee: 999_999 }, 'assignee must be an active staff member.'],
      [{}, 'Send status, assignee or both.'],
    ] as const) {
      const refused = await callJson('PUT', `/api/enquiries/${id}`, { ...staff(), json: body });
      expect(refused).toMatchObject({ status: 400, body: { message } });
    }
    expect(
      (await callJson('POST', `/api/enquiries/${id}/notes`, { ...staff(), json: { text: '  ' } }))
        .body.message,
    ).toBe('Write the note first.');
    expect(
      (await callJson('PUT', '/api/enquiries/999999', { ...staff(), json: { status: 'won' } }))
        .status,
    ).toBe(404);
  });

  it('filters the inbox by status, form, source, assignee and day', async () => {
    const ids = async (query: string) =>
      (await callJson('GET', `/api/enquiries?pageSize=100${query}`, staff())).body.data.items.map(
        (item: { id: number }) => item.id,
      );
    const all = await ids('');
    const won = await ids('&status=won');
    expect(won.length).toBeGreaterThan(0);
    for (const id of won) expect(all).toContain(id);
    const newsletter = await ids('&source=newsletter');
    expect(newsletter).toHaveLength(1);
    expect(await ids(`&assignee=${w.editor.id}`)).toEqual(won);
    expect((await ids('&assignee=none')).length).toBe(all.length - won.length);
    expect(await ids('&form=page')).toEqual(expect.arrayContaining(newsletter));
    expect(await ids('&from=2000-01-01&to=2000-01-31')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ids(`&from=${today}`)).length).toBeGreaterThan(0);
    expect((await callJson('GET', '/api/enquiries?from=2026-02-30', staff())).body.message).toBe(
      'from is not a real date.',
    );
    expect((await callJson('GET', '/api/enquiries?assignee=me', staff())).status).toBe(400);
  });

  it("gives the dashboard's figures with Spam left out: per period by form, by source with the won rate, top pages", async () => {
    const stats = await callJson('GET', '/api/enquiries/stats?range=4w', staff());
    expect(stats.status).toBe(200);
    const data = stats.body.data;
    expect(data.periods).toHaveLength(4);
    expect(data.unit).toBe('week');
    const nonSpam = (await callJson('GET', '/api/enquiries?pageSize=1', staff())).body.data.total;
    expect(data.total).toBe(nonSpam);
    const last = data.periods.at(-1);
    expect(last.main + last.page).toBe(last.total);
    expect(data.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'newsletter', enquiries: 1, won: 0, wonRate: 0 }),
      ]),
    );
    const direct = data.sources.find((row: { source: string }) => row.source === 'Direct');
    expect(direct.won).toBe(1);
    expect(direct.wonRate).toBeCloseTo(1 / direct.enquiries);
    expect(data.pages[0]).toMatchObject({ enquiries: expect.any(Number) });
    expect(data.pages.map((row: { page: string }) => row.page)).toContain('/contact?ref=footer');

    const year = await enquiryStats(w.t.db, '12m');
    expect(year.periods).toHaveLength(12);
    expect(year.total).toBeGreaterThanOrEqual(last.total);
    expect((await callJson('GET', '/api/enquiries/stats?range=1y', staff())).status).toBe(400);

    // An enquiry sent now counts in this week's bar.
    await call('POST', '/send-contact-form-main', { json: mainContactPayload() });
    const again = (await callJson('GET', '/api/enquiries/stats?range=4w', staff())).body.data;
    expect(again.periods.at(-1).total).toBe(last.total + 1);
  });
});

describe.each(testEngines)('migration 010 on %s', (engine) => {
  it('makes a handled enquiry Contacted and an unhandled one New, keeping when it was handled', async () => {
    const t = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(t.db, engine, '009-media-library');
      const now = new Date().toISOString();
      for (const handledAt of [now, null]) {
        await sql`insert into enquiries (form, name, email, "phoneNum", "businessName", role, message, "formType", "createdAt", "handledAt")
          values ('main', 'Sara', 'sara@client.test', 'none', '', '', 'Hello', '', ${now}, ${handledAt})`.execute(
          t.db,
        );
      }
      await migrateToLatest(t.db, engine);
      const rows = await t.db
        .selectFrom('enquiries')
        .select(['status', 'handledAt', 'statusChangedAt', 'source'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => ({ ...row }))).toEqual([
        { status: 'contacted', handledAt: now, statusChangedAt: now, source: 'Direct' },
        { status: 'new', handledAt: null, statusChangedAt: null, source: 'Direct' },
      ]);
    } finally {
      await t.drop();
    }
  });
});
