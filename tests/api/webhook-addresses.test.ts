import '../support/env';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setHostResolver } from '@/server/webhooks/addresses';
import { processWebhookDeliveries } from '@/server/webhooks/deliveries';
import { mainContactPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { testEngines } from '../support/test-databases';

// Against SSRF (issue 27, part 4), on a site as deployed: WEBHOOK_ALLOW_PRIVATE unset.
// A webhook URL must be https and lead to public addresses only; one that leads to this
// server's own network is refused with a 400 when saved, and again at each delivery, when
// its name may resolve somewhere else (DNS rebinding).

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
delete process.env.WEBHOOK_ALLOW_PRIVATE;

/** A public address (example.com's) that the tests' resolver answers for a name. */
const PUBLIC = '93.184.215.14';

describe.each(testEngines)('webhook addresses on %s', (engine) => {
  let w: World;
  const admin = () => ({ token: w.adminToken });
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());
  afterEach(() => setHostResolver());

  const add = (url: string) =>
    callJson('POST', '/api/webhooks', {
      ...admin(),
      json: { url, events: ['enquiry.created'] },
    });
  const stored = async () => (await w.t.db.selectFrom('webhooks').select('url').execute()).length;

  it.each([
    ['http://127.0.0.1:3000/hooks', '127.0.0.1 is a loopback address'],
    ['https://127.0.0.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://[::1]/hooks', '::1 is a loopback address'],
    ['https://[::ffff:127.0.0.1]/hooks', 'a loopback address'],
    ['https://2130706433/hooks', '127.0.0.1 is a loopback address'],
    ['https://10.1.2.3/hooks', '10.1.2.3 is a private address'],
    ['https://192.168.1.10/hooks', 'a private address'],
    ['https://172.16.5.4/hooks', 'a private address'],
    ['https://100.64.0.7/hooks', 'a shared (CGNAT) address'],
    ['https://[fd12:3456::1]/hooks', 'a unique-local address'],
    ['https://169.254.10.20/hooks', 'a link-local address'],
    ['https://[fe80::1]/hooks', 'a link-local address'],
    ['http://169.254.169.254/latest/meta-data/', 'a cloud metadata address'],
    ['https://[fd00:ec2::254]/latest/meta-data/', 'a cloud metadata address'],
    ['https://100.100.100.200/latest/meta-data/', 'a cloud metadata address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'a cloud metadata service'],
    ['https://0.0.0.0/hooks', 'a reserved address (unspecified)'],
    ['https://localhost:3000/hooks', 'localhost resolves to'],
  ])('refuses %s when it is saved', async (url, why) => {
    const answer = await add(url);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'fail', message: expect.stringContaining(why) });
    expect(await stored()).toBe(0);
  });

  it('refuses a name that resolves to a loopback address, or to a private one among public ones', async () => {
    setHostResolver(async (name) =>
      name === 'sneaky.test' ? ['127.0.0.1'] : [PUBLIC, '10.0.0.9'],
    );
    const loopback = await add('https://sneaky.test/hooks');
    expect(loopback.status).toBe(400);
    expect(loopback.body.message).toBe(
      "The URL's host sneaky.test resolves to 127.0.0.1, a loopback address: webhooks go to addresses on the internet only.",
    );
    const mixed = await add('https://mixed.test/hooks');
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('resolves to 10.0.0.9, a private address');
    expect(await stored()).toBe(0);
  });

  it('refuses a name that does not resolve, or not within 5 s, with a 400', async () => {
    setHostResolver(async (name) => {
      if (name === 'slow.test') return new Promise<string[]>(() => {});
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    });
    const missing = await add('https://missing.test/hooks');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      "The URL's host missing.test could not be resolved (ENOTFOUND).",
    );
    const started = Date.now();
    const slow = await add('https://slow.test/hooks');
    expect(slow.status).toBe(400);
    expect(slow.body.message).toBe(
      "The URL's host slow.test could not be resolved (no answer within 5 s).",
    );
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(await stored()).toBe(0);
  }, 15_000);

  it('refuses http:// to a public address, and changing a URL to a refused one', async () => {
    setHostResolver(async () => [PUBLIC]);
    const plain = await add('http://hooks.example.test/in');
    expect(plain.status).toBe(400);
    expect(plain.body.message).toMatch(/must start with https:\/\//);
    const saved = await add('https://hooks.example.test/in');
    expect(saved.status).toBe(201);
    const moved = await callJson('PUT', `/api/webhooks/${saved.body.data.id}`, {
      ...admin(),
      json: { url: 'https://10.0.0.1/in' },
    });
    expect(moved.status).toBe(400);
    const [row] = await w.t.db.selectFrom('webhooks').select('url').execute();
    expect(row!.url).toBe('https://hooks.example.test/in');
    await w.t.db.deleteFrom('webhooks').execute();
  });

  it('checks again at each delivery: a name that resolved to a public address at save and to loopback later is not called', async () => {
    // Anything that connects here, TLS or not, is counted.
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const { port } = listener.address() as AddressInfo;
    try {
      let resolvesTo = PUBLIC;
      setHostResolver(async () => [resolvesTo]);
      const saved = await add(`https://rebind.test:${port}/hooks`);
      expect(saved.status).toBe(201);
      const sent = await call('POST', '/send-contact-form-main', { json: mainContactPayload() });
      expect(sent.status).toBe(200);

      resolvesTo = '127.0.0.1';
      expect(await processWebhookDeliveries(w.t.db)).toEqual({ done: 0, failed: 1 });
      expect(connections).toBe(0);
      const [row] = await w.t.db.selectFrom('webhook_deliveries').selectAll().execute();
      expect(row).toMatchObject({ deliveredAt: null, finishedAt: null, lastStatus: null });
      expect(row!.lastError).toBe(
        "The URL's host rebind.test resolves to 127.0.0.1, a loopback address: webhooks go to addresses on the internet only.",
      );
      // A metadata address is refused the same way.
      resolvesTo = '169.254.169.254';
      await processWebhookDeliveries(w.t.db, {
        now: new Date(Date.parse(row!.nextAttemptAt) + 1),
      });
      const [again] = await w.t.db.selectFrom('webhook_deliveries').selectAll().execute();
      expect(again!.lastError).toContain('169.254.169.254, a cloud metadata address');
      expect(connections).toBe(0);
    } finally {
      listener.close();
    }
  });
});
