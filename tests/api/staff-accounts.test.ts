import '../support/env';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getEnv } from '@/env';
import { fromZonedInput, toZonedInput } from '@/lib/site-time';
import { pruneAudit, recordAudit, type AuditEntry } from '@/server/audit/audit';
import { countActiveAdministrators } from '@/server/users/users';
import { issueLinkToken } from '@/server/users/link-tokens';
import { updateSettings } from '@/server/settings/settings';
import { TEST_SITE_URL } from '../support/env';
import { blogPayload, mainContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, randomIp, type World } from '../support/harness';
import { ROUTE_TABLE } from '../support/routes';
import {
  addStaff,
  CHROME_ON_MAC,
  CHROME_ON_MAC_UPDATED,
  FIREFOX_ON_WINDOWS,
  freshEmail,
  linkTokenIn,
  mailsTo,
  type Member,
  sha256Hex,
  signIn,
  STAFF_PASSWORD,
} from '../support/staff';
import { testEngines } from '../support/test-databases';

// Staff accounts as docs/design/staff-accounts.md promises them, through the route
// handlers: single-use links, password rules, invitations, roles, two-factor sign-in,
// sessions, the audit log and the new-device e-mail.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const INVITATION_EXPIRED =
  'This invitation has expired or has already been used. Ask an administrator to send a new one.';
const RESET_EXPIRED =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';
const COMMON_PASSWORD =
  'This password is on a list of common passwords that attackers try first. Choose another.';
const SESSION_ENDED = 'Your session has ended. Sign in again.';
const ENROL_FIRST = 'Set up two-factor sign-in to continue.';
const LAST_ADMIN =
  'This is the last active administrator: make someone else an administrator first.';
const NEW_DEVICE_SUBJECT = 'A new device signed in to your account';

/** A code from the next 30-second step: later than any code already used, still in the window. */
const nextStepCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Six digits that no step near now produces. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all(
    [-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d })),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
}

describe.each(testEngines)('staff accounts on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const admin = () => ({ token: w.adminToken });
  const me = (token: string) => callJson('GET', '/api/users/me', { token });
  const newStaff = (options?: Parameters<typeof addStaff>[1]) => addStaff(w.t.db, options);

  /** Invites an address through the API; answers its id and the token from its e-mail. */
  async function invite(email: string, role: 'admin' | 'editor' = 'editor', name = 'Nia New') {
    const answer = await callJson('POST', '/api/users', {
      ...admin(),
      json: { email, name, role },
    });
    expect(answer.status).toBe(201);
    const mails = await mailsTo(w.t.db, email);
    return { id: answer.body.data._id as number, token: linkTokenIn(mails.at(-1)!.body) };
  }

  const accept = (token: string, password = STAFF_PASSWORD, name = 'Nia New') =>
    callJson('POST', '/api/users/invitations/accept', { json: { token, name, password } });

  const requestReset = (email: string, ip = randomIp()) =>
    call('POST', '/api/users/password-reset', { ip, json: { email } });

  const confirmReset = (token: string, password: string) =>
    callJson('POST', '/api/users/password-reset/confirm', { json: { token, password } });

  describe('invitation links', () => {
    it('works once: a second accept is refused with the expiry message', async () => {
      const email = freshEmail('once');
      const { token } = await invite(email);
      expect(await accept(token)).toMatchObject({
        status: 200,
        body: { status: 'success', data: { email } },
      });
      expect(await accept(token, 'Another-pass-9')).toMatchObject({
        status: 400,
        body: { status: 'fail', message: INVITATION_EXPIRED },
      });
      // The first password stands.
      expect((await signIn(email, STAFF_PASSWORD)).status).toBe(200);
      expect((await signIn(email, 'Another-pass-9')).status).toBe(401);
    });

    it('expires 72 hours after it was sent', async () => {
      const { id } = await invite(freshEmail('expiry'));
      const stale = await issueLinkToken(w.t.db, id, 'invitation', ago(72 * HOUR + 60_000));
      expect(await accept(stale.token)).toMatchObject({
        status: 400,
        body: { message: INVITATION_EXPIRED },
      });
      const fresh = await issueLinkToken(w.t.db, id, 'invitation', ago(71 * HOUR));
      expect((await accept(fresh.token)).status).toBe(200);
    });

    it('is stored only as its SHA-256 hash', async () => {
      const { id, token } = await invite(freshEmail('hash'));
      const rows = await w.t.db.selectFrom('user_tokens').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows.filter((row) => row.userId === id)).toEqual([
        expect.objectContaining({
          tokenHash: sha256Hex(token),
          purpose: 'invitation',
          usedAt: null,
        }),
      ]);
    });

    it('stops working when the invitation is sent again; resending after acceptance is 409', async () => {
      const email = freshEmail('resend');
      const first = await invite(email);
      const resent = await callJson('POST', `/api/users/${first.id}/invitation`, admin());
      expect(resent).toMatchObject({
        status: 200,
        body: { status: 'success', data: { _id: first.id, status: 'invited' } },
      });
      const mails = await mailsTo(w.t.db, email);
      expect(mails).toHaveLength(2);
      const second = linkTokenIn(mails[1]!.body);
      expect(second).not.toBe(first.token);
      expect(await accept(first.token)).toMatchObject({
        status: 400,
        body: { message: INVITATION_EXPIRED },
      });
      expect((await accept(second)).status).toBe(200);
      expect((await callJson('POST', `/api/users/${first.id}/invitation`, admin())).status).toBe(
        409,
      );
    });
  });

  describe('password-reset links', () => {
    it('answers a known and an unknown address alike and mails only the known one', async () => {
      const member = await newStaff({ name: 'Rita Reset' });
      const unknown = freshEmail('nobody');
      const before = await w.t.db.selectFrom('outbox').select('id').execute();
      const known = await requestReset(member.email);
      const stranger = await requestReset(unknown);
      expect(known.status).toBe(200);
      expect(stranger.status).toBe(known.status);
      const [knownText, strangerText] = [await known.text(), await stranger.text()];
      expect(strangerText).toBe(knownText);
      expect(JSON.parse(knownText)).toMatchObject({ status: 'success' });

      const after = await w.t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
      const queued = after.slice(before.length);
      expect(queued.map((mail) => mail.recipient)).toEqual([member.email]);
      const mail = queued[0]!;
      const token = linkTokenIn(mail.body);
      const link = `${TEST_SITE_URL}/login/reset-password#token=${token}`;
      expect(mail.body).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toMatch(/^<!doctype html>/i);
      expect(await mailsTo(w.t.db, unknown)).toEqual([]);
    });

    it('sets the password once and ends every session of the account', async () => {
      const member = await newStaff();
      const other = await signIn(member.email, member.password);
      await requestReset(member.email);
      const token = linkTokenIn((await mailsTo(w.t.db, member.email)).at(-1)!.body);
      expect(
        JSON.stringify(await w.t.db.selectFrom('user_tokens').selectAll().execute()),
      ).not.toContain(token);

      expect(await confirmReset(token, 'Brand-new-pass1')).toMatchObject({
        status: 200,
        body: { status: 'success' },
      });
      for (const session of [member.token, other.body.token as string]) {
        expect(await me(session)).toMatchObject({
          status: 401,
          body: { status: 'fail', message: SESSION_ENDED },
        });
      }
      expect(await confirmReset(token, 'Second-pass-22')).toMatchObject({
        status: 400,
        body: { status: 'fail', message: RESET_EXPIRED },
      });
      expect((await signIn(member.email, member.password)).status).toBe(401);
      expect((await signIn(member.email, 'Second-pass-22')).status).toBe(401);
      expect((await signIn(member.email, 'Brand-new-pass1')).status).toBe(200);
    });

    it('runs out after an hour', async () => {
      const member = await newStaff();
      const stale = await issueLinkToken(
        w.t.db,
        member.user.id,
        'password-reset',
        ago(HOUR + 60_000),
      );
      expect(await confirmReset(stale.token, 'Brand-new-pass1')).toMatchObject({
        status: 400,
        body: { message: RESET_EXPIRED },
      });
      expect((await me(member.token)).status).toBe(200); // nothing happened
      const fresh = await issueLinkToken(
        w.t.db,
        member.user.id,
        'password-reset',
        ago(HOUR - 60_000),
      );
      expect((await confirmReset(fresh.token, 'Brand-new-pass1')).status).toBe(200);
      expect((await signIn(member.email, 'Brand-new-pass1')).status).toBe(200);
    });

    it('allows 3 requests an hour per address, known or unknown, then 429 with Retry-After', async () => {
      const member = await newStaff();
      for (const email of [member.email, freshEmail('ghost')]) {
        for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
        const refused = await requestReset(email);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          status: 'fail',
          message: 'Too many reset requests. Try again later.',
        });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
      expect(await mailsTo(w.t.db, member.email)).toHaveLength(3);
    });

    it('allows 20 requests an hour per client, whatever the addresses', async () => {
      const ip = '198.51.100.23';
      for (let i = 0; i < 20; i++)
        expect((await requestReset(freshEmail('spray'), ip)).status).toBe(200);
      const email = freshEmail('spray');
      const refused = await requestReset(email, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await requestReset(email, '198.51.100.24')).status).toBe(200);
    });
  });

  describe('password rules', () => {
    const change = (member: Member, password: string) =>
      callJson('POST', '/api/users/me/password', {
        token: member.token,
        json: { currentPassword: member.password, password },
      });

    it('refuses 9 and 17 characters and common passwords, and takes a good one', async () => {
      const member = await newStaff();
      expect(await change(member, 'Abcdefgh9')).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Password must be at least 10 characters.' },
      });
      expect(await change(member, 'Abcdefgh9-Abcdefg')).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Password must be at most 16 characters.' },
      });
      for (const common of ['password123', 'qwertyuiop', 'Password123']) {
        expect(await change(member, common)).toMatchObject({
          status: 400,
          body: { status: 'fail', message: COMMON_PASSWORD },
        });
      }
      expect((await signIn(member.email, member.password)).status).toBe(200); // unchanged
      expect((await change(member, 'Tall-giraffe-88')).status).toBe(200);
      expect((await signIn(member.email, 'Tall-giraffe-88')).status).toBe(200);
    });

    it('applies to invitations and resets, and a refused password leaves the link usable', async () => {
      const { token } = await invite(freshEmail('rules'));
      expect(await accept(token, 'qwertyuiop')).toMatchObject({
        status: 400,
        body: { message: COMMON_PASSWORD },
      });
      expect((await accept(token, 'Short-9ab')).status).toBe(400);
      expect((await accept(token)).status).toBe(200);

      const member = await newStaff();
      const reset = await issueLinkToken(w.t.db, member.user.id, 'password-reset');
      expect(await confirmReset(reset.token, 'password123')).toMatchObject({
        status: 400,
        body: { message: COMMON_PASSWORD },
      });
      expect((await confirmReset(reset.token, 'Tall-giraffe-88')).status).toBe(200);
    });
  });

  describe('invitations through the API', () => {
    it('invites an editor by e-mail, who accepts and signs in as an editor', async () => {
      const email = freshEmail('join');
      const answer = await callJson('POST', '/api/users', {
        ...admin(),
        json: { email, name: 'Jo Joiner', role: 'editor' },
      });
      expect(answer).toMatchObject({
        status: 201,
        body: {
          status: 'success',
          data: {
            email,
            name: 'Jo Joiner',
            role: 'editor',
            status: 'invited',
            lastSignInAt: null,
            twoFactorEnabled: false,
          },
        },
      });
      const expiresIn = Date.parse(answer.body.data.invitationExpiresAt) - Date.now();
      expect(Math.abs(expiresIn - 72 * HOUR)).toBeLessThan(60_000);

      const mails = await mailsTo(w.t.db, email);
      expect(mails).toHaveLength(1);
      const token = linkTokenIn(mails[0]!.body);
      expect(mails[0]!.body).toContain(`${TEST_SITE_URL}/login/accept-invitation#token=${token}`);
      expect(mails[0]!.html).toContain(`${TEST_SITE_URL}/login/accept-invitation#token=${token}`);

      // Until accepted, no password opens the account.
      expect((await signIn(email, STAFF_PASSWORD)).status).toBe(401);
      expect(await accept(token, STAFF_PASSWORD, 'Jo Joiner')).toMatchObject({
        status: 200,
        body: { status: 'success', data: { email } },
      });
      const signedIn = await signIn(email, STAFF_PASSWORD);
      expect(signedIn).toMatchObject({
        status: 200,
        body: { email, name: 'Jo Joiner', role: 'editor', isAdmin: false },
      });
      expect(signedIn.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const staff = await callJson('GET', '/api/users', admin());
      expect(staff.body.data.find((m: { email: string }) => m.email === email)).toMatchObject({
        status: 'active',
        invitationExpiresAt: null,
        lastSignInAt: expect.any(String),
      });
    });

    it('answers 409 for an address that already has an account, and sends nothing', async () => {
      for (const email of ['editor@agency.test', 'Admin@Agency.test']) {
        const answer = await callJson('POST', '/api/users', {
          ...admin(),
          json: { email, name: 'Twin', role: 'editor' },
        });
        expect(answer).toMatchObject({ status: 409, body: { status: 'fail' } });
        expect(await mailsTo(w.t.db, email.toLowerCase())).toEqual([]);
      }
    });

    it('refuses editors the staff, settings and audit endpoints with 403', async () => {
      const editor = { token: w.editorToken };
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/users'],
        ['POST', '/api/users', { email: freshEmail('sneak'), name: 'Sneak', role: 'admin' }],
        ['PUT', `/api/users/${w.editor.id}`, { role: 'admin' }],
        ['PUT', `/api/users/${w.admin.id}`, { active: false }],
        ['POST', `/api/users/${w.admin.id}/invitation`],
        ['GET', '/api/audit'],
        ['GET', '/api/audit/export'],
        ['GET', '/api/settings'],
        ['PUT', '/api/settings', { requireTwoFactor: true }],
      ];
      for (const [method, path, json] of calls) {
        const answer = await callJson(method, path, { ...editor, json });
        expect({ call: `${method} ${path}`, ...answer }).toMatchObject({
          status: 403,
          body: { status: 'fail', message: 'Only administrators can do this.' },
        });
      }
      expect(
        await w.t.db
          .selectFrom('users')
          .select(['role', 'active'])
          .where('id', '=', w.editor.id)
          .executeTakeFirst(),
      ).toEqual({ role: 'editor', active: 1 });
      expect((await callJson('GET', '/api/settings', admin())).body.data).toEqual({
        requireTwoFactor: false,
      });
    });
  });

  describe('roles', () => {
    const userRow = (id: number) =>
      w.t.db
        .selectFrom('users')
        .select(['role', 'active'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('never demotes or deactivates the last active administrator', async () => {
      // An administrator who has not accepted the invitation yet does not count.
      await invite(freshEmail('pending'), 'admin');
      expect(await countActiveAdministrators(w.t.db)).toBe(1);
      for (const change of [
        { role: 'editor' },
        { active: false },
        { role: 'editor', active: false },
      ]) {
        expect(
          await callJson('PUT', `/api/users/${w.admin.id}`, { ...admin(), json: change }),
        ).toMatchObject({ status: 409, body: { status: 'fail', message: LAST_ADMIN } });
        expect(await userRow(w.admin.id)).toEqual({ role: 'admin', active: 1 });
      }
      expect((await callJson('GET', '/api/users', admin())).status).toBe(200);
    });

    it('keeps one administrator when two demote each other in twenty parallel requests', async () => {
      const bea = await newStaff({ role: 'admin', name: 'Bea Admin' });
      const admins = [
        { id: w.admin.id, token: w.adminToken },
        { id: bea.user.id, token: bea.token },
      ];
      try {
        // Every pair (caller, target) five times. The survivor keeps asking to demote
        // itself, which must be refused; a caller demoted before its request is
        // authorised gets 403. Nothing may fail with 500.
        const statuses = await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            const caller = admins[i % 2]!;
            const target = admins[Math.floor(i / 2) % 2]!;
            const answer = await call('PUT', `/api/users/${target.id}`, {
              token: caller.token,
              json: { role: 'editor' },
            });
            return answer.status;
          }),
        );
        expect(statuses.filter((s) => ![200, 403, 409].includes(s))).toEqual([]);
        expect(statuses).toContain(200);
        expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(5);
        expect(await countActiveAdministrators(w.t.db)).toBe(1);
        const roles = await Promise.all(admins.map(({ id }) => userRow(id)));
        expect(roles.filter((row) => row.role === 'admin' && row.active === 1)).toHaveLength(1);
      } finally {
        await w.t.db
          .updateTable('users')
          .set({ role: 'admin', active: 1 })
          .where('id', '=', w.admin.id)
          .execute();
        await w.t.db
          .updateTable('users')
          .set({ role: 'editor' })
          .where('id', '=', bea.user.id)
          .execute();
      }
    });

    /** A member with a session from a sign-in besides their own, then deactivated. */
    async function deactivated() {
      const member = await newStaff({ name: 'Dee Parted' });
      const browser = await signIn(member.email, member.password);
      expect(browser.status).toBe(200);
      const answer = await callJson('PUT', `/api/users/${member.user.id}`, {
        ...admin(),
        json: { active: false },
      });
      expect(answer).toMatchObject({ status: 200, body: { data: { status: 'deactivated' } } });
      return { member, sessions: [member.token, browser.body.token as string] };
    }

    it('tells a deactivated account’s sessions so, at once', async () => {
      const { sessions } = await deactivated();
      for (const token of sessions) {
        expect(await me(token)).toMatchObject({
          status: 401,
          body: {
            status: 'fail',
            message: 'Your account has been deactivated. Ask an administrator.',
          },
        });
      }
    });

    it('refuses a deactivated account’s sign-in; reactivated, it signs in but old sessions stay ended', async () => {
      const { member, sessions } = await deactivated();
      for (const token of sessions) expect((await me(token)).status).toBe(401);
      const refused = await signIn(member.email, member.password);
      expect(refused).toMatchObject({
        status: 401,
        body: {
          status: 'fail',
          message: 'This account has been deactivated. Ask an administrator.',
        },
      });
      expect(refused.body.token).toBeUndefined();
      expect(refused.headers.get('set-cookie')).toBeNull();
      const listed = await callJson('GET', '/api/users', admin());
      expect(listed.body.data.find((m: { _id: number }) => m._id === member.user.id)).toMatchObject(
        {
          status: 'deactivated',
        },
      );

      await callJson('PUT', `/api/users/${member.user.id}`, { ...admin(), json: { active: true } });
      expect((await signIn(member.email, member.password)).status).toBe(200);
      for (const token of sessions) expect((await me(token)).status).toBe(401);
    });
  });

  describe('two-factor sign-in', () => {
    async function enrol(member: Member) {
      const started = await callJson('POST', '/api/users/me/totp', { token: member.token });
      expect(started.status).toBe(200);
      const secret: string = started.body.secret;
      const confirmCode = await generate({ secret });
      const confirmed = await callJson('POST', '/api/users/me/totp/confirm', {
        token: member.token,
        json: { code: confirmCode },
      });
      expect(confirmed.status).toBe(200);
      return {
        started: started.body,
        secret,
        confirmCode,
        recoveryCodes: confirmed.body.recoveryCodes as string[],
      };
    }

    const sessionCount = async (userId: number) =>
      (await w.t.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute())
        .length;

    it('enrols with a secret and a confirmed code, answering ten distinct recovery codes', async () => {
      const member = await newStaff();
      const started = await callJson('POST', '/api/users/me/totp', { token: member.token });
      expect(Object.keys(started.body).sort()).toEqual(['otpauthUrl', 'secret']);
      const { secret, otpauthUrl } = started.body;
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      // Not on until confirmed.
      expect((await signIn(member.email, member.password)).status).toBe(200);
      expect(
        await callJson('POST', '/api/users/me/totp/confirm', {
          token: member.token,
          json: { code: await wrongCode(secret) },
        }),
      ).toMatchObject({ status: 400, body: { status: 'fail' } });
      const confirmed = await callJson('POST', '/api/users/me/totp/confirm', {
        token: member.token,
        json: { code: await generate({ secret }) },
      });
      expect(confirmed.status).toBe(200);
      const codes: string[] = confirmed.body.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect((await me(member.token)).body).toMatchObject({ twoFactorEnabled: true });
    });

    it('asks for a code, refuses a used one and takes the next one', async () => {
      const member = await newStaff();
      const { secret, confirmCode } = await enrol(member);
      const sessions = await sessionCount(member.user.id);

      const withoutCode = await signIn(member.email, member.password);
      expect(withoutCode).toMatchObject({
        status: 401,
        body: { status: 'fail', totpRequired: true, message: expect.any(String) },
      });
      expect(withoutCode.body.token).toBeUndefined();
      expect(withoutCode.headers.get('set-cookie')).toBeNull();

      const replayed = await signIn(member.email, member.password, { code: confirmCode });
      expect(replayed).toMatchObject({ status: 401, body: { totpRequired: true } });
      expect(replayed.body.token).toBeUndefined();
      expect(replayed.headers.get('set-cookie')).toBeNull();
      expect(await sessionCount(member.user.id)).toBe(sessions);

      // A wrong password with a right code is still just a wrong password.
      expect(
        await signIn(member.email, 'Wrong-pass-123', { code: await nextStepCode(secret) }),
      ).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });

      const next = await signIn(member.email, member.password, {
        code: await nextStepCode(secret),
      });
      expect(next).toMatchObject({ status: 200, body: { email: member.email } });
      expect(next.headers.get('set-cookie')).toContain(next.body.token);
    });

    it('takes each recovery code once', async () => {
      const member = await newStaff();
      const { recoveryCodes } = await enrol(member);
      const [first, second] = recoveryCodes;
      expect((await signIn(member.email, member.password, { code: first })).status).toBe(200);
      expect(await signIn(member.email, member.password, { code: first })).toMatchObject({
        status: 401,
        body: { totpRequired: true },
      });
      expect((await signIn(member.email, member.password, { code: second })).status).toBe(200);
    });

    it('counts wrong codes against the sign-in limit', async () => {
      const member = await newStaff();
      const { secret } = await enrol(member);
      const wrong = await wrongCode(secret);
      for (let i = 0; i < 5; i++) {
        expect(await signIn(member.email, member.password, { code: wrong })).toMatchObject({
          status: 401,
          body: { totpRequired: true },
        });
      }
      const locked = await signIn(member.email, member.password, {
        code: await nextStepCode(secret),
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('turns off with a code', async () => {
      const member = await newStaff();
      const { secret } = await enrol(member);
      const off = (code: string) =>
        callJson('DELETE', '/api/users/me/totp', { token: member.token, json: { code } });
      expect((await off(await wrongCode(secret))).status).toBe(400);
      expect((await me(member.token)).body.twoFactorEnabled).toBe(true);
      expect(await off(await nextStepCode(secret))).toMatchObject({
        status: 200,
        body: { status: 'success' },
      });
      expect((await me(member.token)).body.twoFactorEnabled).toBe(false);
      expect((await signIn(member.email, member.password)).status).toBe(200);
    });

    it('lets staff without it only set it up while the site requires it', async () => {
      const member = await newStaff();
      const token = { token: member.token };
      try {
        expect(
          await callJson('PUT', '/api/settings', { ...admin(), json: { requireTwoFactor: true } }),
        ).toMatchObject({ status: 200, body: { data: { requireTwoFactor: true } } });

        const blocked = await callJson('POST', '/blog', {
          ...token,
          json: blogPayload(w.categoryId),
        });
        expect(blocked).toMatchObject({
          status: 403,
          body: { status: 'fail', message: ENROL_FIRST },
        });
        expect((await callJson('GET', '/api/users/me/sessions', token)).status).toBe(403);
        // The administrator without it too.
        expect(await callJson('GET', '/api/settings', admin())).toMatchObject({
          status: 403,
          body: { message: ENROL_FIRST },
        });
        expect(await me(member.token)).toMatchObject({
          status: 200,
          body: { email: member.email, twoFactorEnabled: false, mustEnrolTwoFactor: true },
        });

        const { secret } = await enrol(member);
        expect(await me(member.token)).toMatchObject({
          status: 200,
          body: { twoFactorEnabled: true, mustEnrolTwoFactor: false },
        });
        expect(
          (await callJson('POST', '/blog', { ...token, json: blogPayload(w.categoryId) })).status,
        ).toBe(201);
        // Required, so it cannot be turned off.
        expect(
          await callJson('DELETE', '/api/users/me/totp', {
            ...token,
            json: { code: await nextStepCode(secret) },
          }),
        ).toMatchObject({ status: 403 });
      } finally {
        await updateSettings(w.t.db, { requireTwoFactor: false });
      }
    });
  });

  describe('sessions', () => {
    interface SessionView {
      id: string;
      device: string;
      clientIp: string;
      createdAt: string;
      lastUsedAt: string;
      current: boolean;
    }
    const listSessions = async (token: string) => {
      const answer = await callJson('GET', '/api/users/me/sessions', { token });
      expect(answer.status).toBe(200);
      return answer.body.data as SessionView[];
    };
    const browserOf = async (member: Member, userAgent: string, ip?: string) => {
      const answer = await signIn(member.email, member.password, { userAgent, ip });
      expect(answer.status).toBe(200);
      return answer.body.token as string;
    };

    it('lists the caller’s sessions with their devices, newest first, marking the current one', async () => {
      const member = await newStaff();
      const chrome = await browserOf(member, CHROME_ON_MAC, '203.0.113.7');
      await browserOf(member, FIREFOX_ON_WINDOWS, '203.0.113.8');
      const list = await listSessions(chrome);
      expect(list).toHaveLength(3);
      expect(list.find((s) => s.current)).toMatchObject({
        device: 'Chrome on macOS',
        clientIp: '203.0.113.7',
      });
      expect(list.filter((s) => s.current)).toHaveLength(1);
      expect(list.find((s) => s.device === 'Firefox on Windows')).toMatchObject({
        current: false,
        clientIp: '203.0.113.8',
      });
      const used = list.map((s) => s.lastUsedAt);
      expect(used).toEqual([...used].sort().reverse());
      // Nobody else's sessions.
      const editorSessions = await w.t.db
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', w.editor.id)
        .execute();
      expect(list.map((s) => s.id)).not.toContain(editorSessions[0]!.id);
    });

    it('ends one of the caller’s sessions, and no one else’s', async () => {
      const member = await newStaff();
      const chrome = await browserOf(member, CHROME_ON_MAC);
      const firefox = await browserOf(member, FIREFOX_ON_WINDOWS);
      const target = (await listSessions(chrome)).find((s) => s.device === 'Firefox on Windows')!;
      expect(
        await callJson('DELETE', `/api/users/me/sessions/${target.id}`, { token: chrome }),
      ).toMatchObject({ status: 200, body: { status: 'success' } });
      expect(await me(firefox)).toMatchObject({ status: 401, body: { message: SESSION_ENDED } });
      expect((await me(chrome)).status).toBe(200);
      expect((await listSessions(chrome)).map((s) => s.id)).not.toContain(target.id);

      const editorSession = await w.t.db
        .selectFrom('sessions')
        .select('id')
        .where('userId', '=', w.editor.id)
        .where('revokedAt', 'is', null)
        .executeTakeFirstOrThrow();
      expect(
        (await callJson('DELETE', `/api/users/me/sessions/${editorSession.id}`, { token: chrome }))
          .status,
      ).toBe(404);
      expect((await me(w.editorToken)).status).toBe(200);
      expect(
        (await callJson('DELETE', `/api/users/me/sessions/${target.id}`, { token: chrome })).status,
      ).toBe(404); // already ended
      expect(
        (await callJson('DELETE', '/api/users/me/sessions/not-a-session', { token: chrome }))
          .status,
      ).toBe(404);
    });

    it('signs out of every other session', async () => {
      const member = await newStaff();
      const chrome = await browserOf(member, CHROME_ON_MAC);
      const firefox = await browserOf(member, FIREFOX_ON_WINDOWS);
      expect(await callJson('DELETE', '/api/users/me/sessions', { token: chrome })).toMatchObject({
        status: 200,
        body: { status: 'success', message: '2 other sessions signed out.' },
      });
      for (const token of [member.token, firefox]) {
        expect(await me(token)).toMatchObject({ status: 401, body: { message: SESSION_ENDED } });
      }
      expect((await me(chrome)).status).toBe(200);
      expect(await listSessions(chrome)).toEqual([expect.objectContaining({ current: true })]);
    });

    it('ends every other session when the password changes, keeping the caller’s', async () => {
      const member = await newStaff();
      const chrome = await browserOf(member, CHROME_ON_MAC);
      const firefox = await browserOf(member, FIREFOX_ON_WINDOWS);
      const change = (currentPassword: string) =>
        callJson('POST', '/api/users/me/password', {
          token: chrome,
          json: { currentPassword, password: 'Fresh-harbour-7' },
        });
      expect((await change('Not-my-pass-1')).status).toBe(400);
      expect((await me(firefox)).status).toBe(200);
      expect(await change(member.password)).toMatchObject({
        status: 200,
        body: { status: 'success' },
      });
      for (const token of [member.token, firefox]) {
        expect(await me(token)).toMatchObject({ status: 401, body: { message: SESSION_ENDED } });
      }
      expect((await me(chrome)).status).toBe(200);
      expect((await signIn(member.email, member.password)).status).toBe(401);
      expect((await signIn(member.email, 'Fresh-harbour-7')).status).toBe(200);
    });
  });

  describe('audit log', () => {
    const zone = () => getEnv().SITE_TIME_ZONE;
    /** The date on the site's clock of an instant. */
    const siteDate = (at: Date) => toZonedInput(at.toISOString(), zone()).slice(0, 10);
    const shiftDate = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const dayStart = (date: string) => Date.parse(fromZonedInput(`${date}T00:00`, zone())!);

    const auditPage = (query: string) => callJson('GET', `/api/audit?${query}`, admin());

    /** Writes an entry dated `at`: `member` edited the redirect `label`. */
    const redirectEdited = (member: Member, label: string, at: Date) =>
      recordAudit(
        w.t.db,
        {
          action: 'update',
          entity: 'redirect',
          entityId: label,
          actor: { id: member.user.id, label: member.user.name },
          clientIp: '192.0.2.1',
        },
        at.toISOString(),
      );

    /** Every entry a filter matches, page by page. */
    async function auditEntries(query: string): Promise<AuditEntry[]> {
      const first = await auditPage(query);
      expect(first.status).toBe(200);
      const total = Number(first.headers.get('x-total-count'));
      const entries: AuditEntry[] = [...first.body.data];
      for (let page = 2; entries.length < total; page++) {
        const next: AuditEntry[] = (await auditPage(`${query}&page=${page}`)).body.data;
        if (next.length === 0) break;
        entries.push(...next);
      }
      return entries;
    }

    const SECRET_TITLE = 'Secret launch plans for Q4';
    const ip = '192.0.2.44';
    const failedIp = '192.0.2.45';
    let blogId: number;
    let invitedId: number;
    let invitedEmail: string;
    let demoted: Member;
    let enquiryId: number;

    beforeAll(async () => {
      const as = { ...admin(), ip };
      expect((await signIn('admin@agency.test', 'Wrong-pass-123', { ip: failedIp })).status).toBe(
        401,
      );
      expect((await signIn('admin@agency.test', w.adminPassword, { ip })).status).toBe(200);
      const created = await callJson('POST', '/blog', { ...as, json: blogPayload(w.categoryId) });
      expect(created.status).toBe(201);
      blogId = created.body.data.blog_id;
      const updated = await callJson('PUT', `/blog/${blogId}`, {
        ...as,
        json: blogPayload(w.categoryId, { title: SECRET_TITLE }),
      });
      expect(updated.status).toBe(200);
      invitedEmail = freshEmail('audited');
      const invited = await callJson('POST', '/api/users', {
        ...as,
        json: { email: invitedEmail, name: 'Ivy Invited', role: 'editor' },
      });
      expect(invited.status).toBe(201);
      invitedId = invited.body.data._id;
      demoted = await newStaff({ role: 'admin', name: 'Dan Demoted' });
      expect(
        (
          await callJson('PUT', `/api/users/${demoted.user.id}`, {
            ...as,
            json: { role: 'editor' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await callJson('POST', '/send-contact-form-main', {
            json: mainContactPayload({ name: 'Audit Lead' }),
          })
        ).status,
      ).toBe(200);
      enquiryId = (
        await w.t.db
          .selectFrom('enquiries')
          .select('id')
          .where('name', '=', 'Audit Lead')
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        (await callJson('PATCH', `/api/enquiries/${enquiryId}`, { ...as, json: { handled: true } }))
          .status,
      ).toBe(200);
    });

    it('records who did what to which record, from where, naming fields but not values', async () => {
      const entries = await auditEntries(`user=${w.admin.id}`);
      const by = { userId: w.admin.id, actor: 'Ada Admin', clientIp: ip };
      const expected = [
        { ...by, action: 'sign-in', entity: 'session', entityId: String(w.admin.id) },
        {
          userId: w.admin.id,
          actor: 'admin@agency.test',
          clientIp: failedIp,
          action: 'sign-in-failed',
          entity: 'session',
          fields: ['password'],
        },
        { ...by, action: 'create', entity: 'blog', entityId: String(blogId) },
        {
          ...by,
          action: 'update',
          entity: 'blog',
          entityId: String(blogId),
          fields: expect.arrayContaining(['title']),
        },
        {
          ...by,
          action: 'invite',
          entity: 'user',
          entityId: String(invitedId),
          fields: ['email', 'name', 'role'],
        },
        {
          ...by,
          action: 'update',
          entity: 'user',
          entityId: String(demoted.user.id),
          fields: ['role'],
        },
        {
          ...by,
          action: 'update',
          entity: 'enquiry',
          entityId: String(enquiryId),
          fields: ['handled'],
        },
      ];
      for (const entry of expected) expect(entries).toContainEqual(expect.objectContaining(entry));
      const text = JSON.stringify(entries);
      expect(text).not.toContain(SECRET_TITLE);
      expect(text).not.toContain(invitedEmail);
      const times = entries.map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      for (const entry of entries) {
        expect(entry).toEqual({
          id: expect.any(Number),
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          userId: w.admin.id,
          actor: expect.any(String),
          action: expect.any(String),
          entity: expect.any(String),
          entityId: expect.toBeOneOf([expect.any(String), null]),
          fields: expect.any(Array),
          clientIp: expect.any(String),
        });
      }
    });

    it('filters by person and by entity', async () => {
      const mine = await auditEntries(`user=${demoted.user.id}`);
      expect(mine.every((e) => e.userId === demoted.user.id)).toBe(true);
      expect(await auditEntries(`user=${invitedId}`)).toEqual([]);

      const blogs = await auditPage('entity=blog');
      expect(blogs.status).toBe(200);
      expect(blogs.body.data.length).toBe(Number(blogs.headers.get('x-total-count')));
      expect(blogs.body.data.every((e: AuditEntry) => e.entity === 'blog')).toBe(true);
      const ours = blogs.body.data.filter((e: AuditEntry) => e.entityId === String(blogId));
      const actions = ours.map((e: AuditEntry) => e.action);
      expect(actions[0]).toBe('update'); // newest first
      expect(actions.at(-1)).toBe('create');

      const enquiries = await auditEntries(`entity=enquiry&user=${w.admin.id}`);
      expect(enquiries.map((e) => e.entityId)).toEqual([String(enquiryId)]);
    });

    it('filters by dates on the site’s clock, both ends included', async () => {
      const probe = await newStaff({ name: 'Date Probe' });
      const day = siteDate(ago(10 * DAY));
      const next = shiftDate(day, 1);
      const marks: [string, number][] = [
        ['day-before-last-ms', dayStart(day) - 1],
        ['first-ms', dayStart(day)],
        ['last-ms', dayStart(next) - 1],
        ['day-after-first-ms', dayStart(next)],
      ];
      for (const [label, at] of marks) await redirectEdited(probe, label, new Date(at));
      const labels = async (query: string) =>
        (await auditEntries(`user=${probe.user.id}&${query}`)).map((e) => e.entityId);
      expect(await labels(`from=${day}&to=${day}`)).toEqual(['last-ms', 'first-ms']);
      expect(await labels(`from=${shiftDate(day, -1)}&to=${day}`)).toEqual([
        'last-ms',
        'first-ms',
        'day-before-last-ms',
      ]);
      expect(await labels(`from=${next}`)).toEqual(['day-after-first-ms']);
      expect(await labels(`to=${shiftDate(day, -1)}`)).toEqual(['day-before-last-ms']);
    });

    describe('with 120 entries of one person', () => {
      let pager: Member;
      beforeAll(async () => {
        pager = await newStaff({ name: 'Paige Pager' });
        const start = Date.now() - 5 * DAY;
        for (let i = 0; i < 120; i++) {
          await recordAudit(
            w.t.db,
            {
              action: 'update',
              entity: 'location-page',
              entityId: `n${i}`,
              fields: ['main_heading'],
              actor: { id: pager.user.id, label: 'Paige Pager' },
              clientIp: '192.0.2.9',
            },
            new Date(start + i * 1000).toISOString(),
          );
        }
      });

      it('pages 50 at a time, newest first, with the total in X-Total-Count', async () => {
        const pages = [];
        for (const page of [1, 2, 3, 4]) {
          const answer = await auditPage(`user=${pager.user.id}&page=${page}`);
          expect(answer.status).toBe(200);
          expect(answer.headers.get('x-total-count')).toBe('120');
          pages.push(answer.body.data.map((e: AuditEntry) => e.entityId));
        }
        expect(pages.map((p) => p.length)).toEqual([50, 50, 20, 0]);
        expect(pages.flat()).toEqual(Array.from({ length: 120 }, (_, i) => `n${119 - i}`));
      });

      it('exports the matching entries as CSV', async () => {
        const response = await call('GET', `/api/audit/export?user=${pager.user.id}`, admin());
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
        if (lines.at(-1) === '') lines.pop();
        expect(lines[0]).toBe('id,at,userId,actor,action,entity,entityId,fields,clientIp');
        expect(lines).toHaveLength(121);
        expect(lines[1]).toMatch(
          new RegExp(
            `^\\d+,[^,]+,${pager.user.id},Paige Pager,update,location-page,n119,main_heading,192\\.0\\.2\\.9$`,
          ),
        );
        expect(lines.at(-1)).toContain(',n0,');
        // The export is itself in the log.
        const exports = await auditEntries(`entity=audit-log&user=${w.admin.id}`);
        expect(exports[0]).toMatchObject({ action: 'export', actor: 'Ada Admin' });

        const blogs = await (await call('GET', '/api/audit/export?entity=blog', admin())).text();
        expect(blogs).toContain(`,update,blog,${blogId},`);
        expect(blogs).toContain(`,create,blog,${blogId},`);
        expect(blogs).not.toContain(SECRET_TITLE);
      });
    });

    it('refuses bad filters with 400, never 500', async () => {
      for (const query of [
        'entity=nope',
        'from=2026-13-45',
        'from=2026-02-30',
        'to=yesterday',
        'page=0',
        'page=-1',
        'user=abc',
      ]) {
        for (const path of ['/api/audit', '/api/audit/export']) {
          if (path.endsWith('export') && query.startsWith('page')) continue;
          const answer = await callJson('GET', `${path}?${query}`, admin());
          expect({ query, path, status: answer.status }).toEqual({ query, path, status: 400 });
          expect(answer.body).toMatchObject({ status: 'fail', message: expect.any(String) });
        }
      }
    });

    it('answers odd but well-formed filters without a server error', async () => {
      // A page past the end, an id larger than any row's (larger than PostgreSQL's
      // integer), an empty entity.
      for (const query of ['page=999999', 'user=999999999999', 'entity=']) {
        for (const path of ['/api/audit', '/api/audit/export']) {
          const response = await call('GET', `${path}?${query}`, admin());
          const body = await response.text().catch((error: Error) => `stream failed: ${error}`);
          expect({ path, query, status: response.status, body: body.slice(0, 80) }).toEqual({
            path,
            query,
            status: expect.toBeOneOf([200, 400]),
            body: expect.not.stringMatching(/stream failed|went wrong/),
          });
        }
      }
    });

    it('prunes entries older than 365 days and keeps newer ones', async () => {
      const probe = await newStaff({ name: 'Old Timer' });
      for (const [label, age] of [
        ['400-days', 400 * DAY],
        ['366-days', 366 * DAY],
        ['364-days', 364 * DAY],
        ['1-day', DAY],
      ] as const) {
        await redirectEdited(probe, label, ago(age));
      }
      expect(await pruneAudit(w.t.db)).toBeGreaterThanOrEqual(2);
      expect((await auditEntries(`user=${probe.user.id}`)).map((e) => e.entityId)).toEqual([
        '1-day',
        '364-days',
      ]);
    });

    it('has no endpoint that changes or deletes an entry', async () => {
      const routes = ROUTE_TABLE.filter((route) => route.pattern.startsWith('/api/audit'));
      expect(routes.map((route) => route.pattern).sort()).toEqual([
        '/api/audit',
        '/api/audit/export',
      ]);
      for (const route of routes) expect(Object.keys(route.handlers)).toEqual(['GET']);
      const [entry] = (await auditPage('')).body.data as AuditEntry[];
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        expect((await call(method, '/api/audit', { ...admin(), json: {} })).status).toBe(405);
        expect(
          (await call(method, `/api/audit/${entry!.id}`, { ...admin(), json: {} })).status,
        ).toBe(404);
      }
    });
  });

  describe('new-device e-mail', () => {
    const deviceMails = async (email: string) =>
      (await mailsTo(w.t.db, email)).filter((mail) => mail.subject === NEW_DEVICE_SUBJECT);

    it('is not sent for the first device or a browser update, and is sent for another device', async () => {
      const member = await newStaff({ name: 'Nell Device' });
      const signInWith = async (userAgent: string, ip?: string) =>
        expect((await signIn(member.email, member.password, { userAgent, ip })).status).toBe(200);

      await signInWith(CHROME_ON_MAC);
      expect(await deviceMails(member.email)).toEqual([]);
      await signInWith(CHROME_ON_MAC_UPDATED);
      expect(await deviceMails(member.email)).toEqual([]);

      await signInWith(FIREFOX_ON_WINDOWS, '203.0.113.99');
      const mails = await deviceMails(member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(member.email);
      expect(mails[0]!.body).toContain('Firefox on Windows');
      expect(mails[0]!.body).toContain('203.0.113.99');
      expect(mails[0]!.html).toContain('Firefox on Windows');

      await signInWith(FIREFOX_ON_WINDOWS);
      expect(await deviceMails(member.email)).toHaveLength(1);
      // Nobody else heard about it.
      expect(await deviceMails('admin@agency.test')).toEqual([]);
    });
  });
});
