import { describe, expect, it } from 'vitest';
import { rolesOf } from '@/http/endpoint';
import { ENDPOINTS, ROUTE_TABLE } from '../support/routes';

// The route files themselves are the list of endpoints. These checks fail as soon as a
// route is added without a declaration, or a mutation is left open to the public.

/** Mutations anyone may call, each for a reason. */
const PUBLIC_MUTATIONS: Record<string, string> = {
  'POST /api/users/login': 'signing in is how a session starts',
  'POST /api/users/logout': 'idempotent: a stale or missing session may still sign out',
  'POST /send-contact-form': "the contact page's form, sent by visitors",
  'POST /send-contact-form-main': 'the form on home, company and service pages',
  'POST /api/users/password-reset': 'a person who cannot sign in asks for a link',
  'POST /api/users/password-reset/confirm': 'the e-mailed link is the credential',
  'POST /api/users/invitations/accept': 'the e-mailed link is the credential',
};

/** Mutations that write nothing a person did to the site, so the audit log skips them. */
const UNAUDITED_MUTATIONS: Record<string, string> = {
  'POST /send-contact-form': 'visitors write enquiries; staff read them in the inbox',
  'POST /send-contact-form-main': 'visitors write enquiries; staff read them in the inbox',
  'POST /api/users/password-reset':
    'anyone may ask; the log would fill with guesses (the reset itself is audited)',
};

describe('the route table', () => {
  it('is read from the route files', () => {
    const patterns = ROUTE_TABLE.map((route) => route.pattern);
    expect(patterns).toContain('/blog/:id');
    expect(patterns).toContain('/api/locationpages/create');
    expect(patterns).toContain('/uploads/*path');
    // Static segments are matched before dynamic ones, as Next does.
    expect(patterns.indexOf('/api/locationpages/create')).toBeLessThan(
      patterns.indexOf('/api/locationpages/:id'),
    );
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ENDPOINTS.map((e) => [e.key, e] as const))(
    '%s is declared with endpoint()',
    (_key, e) => {
      expect(
        e.handler.declaration,
        `${e.route.file} exports ${e.method} without endpoint()`,
      ).toEqual(expect.objectContaining({ auth: expect.anything() }));
    },
  );

  it.each(ENDPOINTS.map((e) => [e.key, e] as const))(
    '%s declares the dynamic segments of its path',
    (_key, e) => {
      const segments = e.route.pattern
        .split('/')
        .filter((segment) => /^[:*]/.test(segment))
        .map((segment) => (segment.startsWith('*') ? `...${segment.slice(1)}` : segment.slice(1)));
      expect([...(e.handler.declaration.params ?? [])]).toEqual(segments);
    },
  );

  const mutations = ENDPOINTS.filter((e) => !['GET', 'HEAD', 'OPTIONS'].includes(e.method));
  it.each(mutations.map((e) => [e.key, e] as const))(
    '%s needs a session, or is a listed public mutation',
    (key, e) => {
      const { auth } = e.handler.declaration;
      if (key in PUBLIC_MUTATIONS) {
        expect(auth).toBe('public');
        return;
      }
      expect(auth, `${key} must declare the roles it accepts`).not.toBe('public');
      if (auth !== 'signed-in') expect(rolesOf(auth)?.length).toBeGreaterThan(0);
    },
  );

  it.each(mutations.map((e) => [e.key, e] as const))(
    '%s declares what it writes for the audit log',
    (key, e) => {
      if (key in UNAUDITED_MUTATIONS) {
        expect(e.handler.declaration.audit).toBeUndefined();
        return;
      }
      expect(e.handler.declaration.audit, `${key} must declare audit: <entity>`).toBeTruthy();
    },
  );

  it('lists no public or unaudited mutation that no longer exists', () => {
    const keys = new Set(ENDPOINTS.map((e) => e.key));
    for (const key of [...Object.keys(PUBLIC_MUTATIONS), ...Object.keys(UNAUDITED_MUTATIONS)]) {
      expect(keys.has(key), key).toBe(true);
    }
  });
});
