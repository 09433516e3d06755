// `npm run test:faults` (issue 14): three instances behind nginx (npm run cluster's
// topology), mixed load through the front, and meanwhile the faults a production site
// meets: an instance killed and restarted, Redis restarted, PostgreSQL restarted, the
// mail relay stopped and started. Then it checks what a user would notice:
//
// - every enquiry and edit that was acknowledged is in the database, and each enquiry's
//   e-mail arrived as one message (a copy resent after a fault keeps its Message-ID);
// - no 5xx outside the PostgreSQL restart window, and inside it only 503 with Retry-After;
// - an edit shows on every instance within 1 s while Redis is up, and within the
//   documented bound (60 s, docs/architecture.md "Storage") while it is down.
//
// It prints the figures and exits 1 when a check fails. About 3 minutes, plus the build
// when the cluster's build folder is not current.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import {
  CLUSTER_ADMIN,
  clearRedisKeys,
  startCluster,
  type Cluster,
} from '../../scripts/cluster/cluster';
import {
  dropDatabase,
  REDIS_URL,
  sleep,
  startPostgres,
  startRedis,
} from '../../scripts/cluster/services';
import { startLoad, type Load, type Outcome } from './load';
import { SmtpCapture } from './smtp-capture';

// Ports can be moved (FAULTS_PORT, FAULTS_INSTANCE_PORT) when others share the machine.
const FRONT_PORT = Number(process.env.FAULTS_PORT ?? 8180);
const BASE_PORT = Number(process.env.FAULTS_INSTANCE_PORT ?? 4150);
const INSTANCES = 3;
const SMTP_PORT = BASE_PORT + 8;
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 150);
const RATE = Number(process.env.FAULTS_RATE ?? 100); // requests per second
const CONCURRENCY = 16;
const REDIS_UP_BOUND_MS = 1_000;
const REDIS_DOWN_BOUND_MS = 60_000;
/** After PostgreSQL answers again, pools reconnect on their next query: a short grace. */
const PG_GRACE_MS = 5_000;
const INBOX = 'inbox@faults.test';
const DATABASE = 'agency_faults';
const LOAD_BLOGS = 24;

interface Window {
  from: number;
  to: number;
}

interface Probe {
  label: string;
  redisUp: boolean;
  /** ms from the edit's answer until every instance showed it; undefined: never. */
  ms: number | undefined;
}

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

async function api(
  frontUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Response> {
  return fetch(frontUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function blogPayload(title: string, categoryId: number, paragraph: string) {
  return {
    title,
    brief_paragraph: 'A blog the fault test edits.',
    blog_image: '/uploads/0123456789abcdef0123456789abcdef.png',
    published_date: '2026-01-15',
    metaTitle: title,
    metaDescription: 'Written by the fault test.',
    canonicalLink: 'https://agency.test/blogs/fault',
    category: categoryId,
    blogs_content: [{ heading: 'Under load', paragraph: `<p>${paragraph}</p>` }],
  };
}

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** Edits the probe blog, then polls every instance directly until each shows the edit. */
async function probeVisibility(
  cluster: Cluster,
  token: string,
  probe: { id: number; title: string; categoryId: number },
  label: string,
  redisUp: boolean,
): Promise<Probe> {
  const marker = `probe-${label.replace(/\W+/g, '-')}-${Date.now()}`;
  const payload = blogPayload(probe.title, probe.categoryId, marker);
  const answer = await api(cluster.frontUrl, 'PUT', `/blog/${probe.id}`, payload, token);
  const acknowledged = Date.now();
  if (answer.status !== 200) {
    failures.push(`the visibility probe "${label}" was refused: ${answer.status}`);
    return { label, redisUp, ms: undefined };
  }
  const path = `/blogs/${slugOf(probe.title)}`;
  const bound = redisUp ? REDIS_UP_BOUND_MS : REDIS_DOWN_BOUND_MS;
  const seenAt = await Promise.all(
    cluster.instances.map(async (instance) => {
      const deadline = acknowledged + bound + 30_000;
      while (Date.now() < deadline) {
        const html = await fetch(instance.origin + path).then(
          (r) => (r.ok ? r.text() : ''),
          () => '',
        );
        if (html.includes(marker)) return Date.now();
        await sleep(25);
      }
      return undefined;
    }),
  );
  const ms = seenAt.some((at) => at === undefined)
    ? undefined
    : Math.max(...(seenAt as number[])) - acknowledged;
  return { label, redisUp, ms };
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
}

function pgVersion(): string {
  return fs.readdirSync('/etc/postgresql')[0]!;
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come back`);
    await sleep(100);
  }
}

const pgAnswers = (url: string) => async () => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  await client.connect();
  await client.end();
  return true;
};

const redisAnswers = () => {
  const { port } = new URL(REDIS_URL);
  return Promise.resolve(
    spawnSync('redis-cli', ['-p', port || '6379', 'ping'], { encoding: 'utf8' }).stdout.trim() ===
      'PONG',
  );
};

function overlaps(outcome: Outcome, window: Window): boolean {
  return outcome.start <= window.to && outcome.end >= window.from;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const smtp = new SmtpCapture(SMTP_PORT);
  await smtp.start();
  const cluster = await startCluster({
    instances: INSTANCES,
    frontPort: FRONT_PORT,
    basePort: BASE_PORT,
    s3Port: BASE_PORT + 9,
    dataDir: 'test-data/faults',
    database: DATABASE,
    fresh: true,
    distDir: process.env.NEXT_DIST_DIR ?? '.next-cluster',
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO: INBOX,
      // Every enquiry of the load comes from this machine's one address.
      CONTACT_RATE_LIMIT: '100000/1m',
      LOG_LEVEL: 'warn',
    },
  });
  const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  db.on('error', () => {}); // PostgreSQL restarts under it
  let load: Load | undefined;
  try {
    await scenario(cluster, smtp, db, (started) => (load = started));
  } finally {
    await load?.stop();
    await db.end().catch(() => {});
    await cluster.stop();
    await smtp.stop();
    // Nothing left behind: the database and the Redis keys go (the logs stay for a failure).
    await dropDatabase(DATABASE).catch((error: Error) =>
      console.error(`[faults] ${error.message}`),
    );
    await clearRedisKeys(cluster.redisKeyPrefix).catch(() => {});
  }
  if (failures.length > 0) {
    console.error(`\nFAULT TEST FAILED:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nFault test passed.');
  process.exit(0);
}

async function scenario(
  cluster: Cluster,
  smtp: SmtpCapture,
  db: pg.Pool,
  onLoad: (load: Load) => void,
) {
  const front = cluster.frontUrl;
  const login = await api(front, 'POST', '/api/users/login', CLUSTER_ADMIN);
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const categories = (await (await api(front, 'GET', '/api/categories')).json()) as {
    data: { category_id: number; category: string }[];
  };
  const categoryId = categories.data.find((c) => c.category !== 'All')!.category_id;

  const titles = Array.from({ length: LOAD_BLOGS }, (_, i) => `Fault blog ${i + 1}`);
  const probeTitle = 'Fault probe';
  for (const title of [...titles, probeTitle]) {
    const created = await api(front, 'POST', '/blog', blogPayload(title, categoryId, 'new'), token);
    if (!created.ok) {
      throw new Error(`creating "${title}" failed: ${created.status} ${await created.text()}`);
    }
  }
  const rows = (
    await db.query<{ blog_id: number; title: string }>(
      `select blog_id, title from blogs where title like 'Fault %'`,
    )
  ).rows;
  const idOf = (title: string) => rows.find((row) => row.title === title)!.blog_id;
  const blogs = titles.map((title) => ({
    id: idOf(title),
    payload: blogPayload(title, categoryId, 'new'),
  }));
  const probe = { id: idOf(probeTitle), title: probeTitle, categoryId };
  const pages = [
    '/',
    '/insights',
    '/case-studies',
    '/company',
    '/privacy-policy',
    ...titles.slice(0, 6).map((title) => `/blogs/${slugOf(title)}`),
  ];

  const load = startLoad({ frontUrl: front, pages, token, blogs }, RATE, CONCURRENCY);
  onLoad(load);
  const at = async (second: number) => {
    const wait = second * 1000 - load.now();
    if (wait > 0) await sleep(wait);
  };
  const say = (line: string) =>
    console.log(`[faults] ${(load.now() / 1000).toFixed(1)} s: ${line}`);
  const probes: Probe[] = [];

  await at(8);
  probes.push(await probeVisibility(cluster, token, probe, 'Redis up, before the faults', true));

  await at(15);
  say('SIGKILL instance 2');
  await cluster.kill(2);
  await at(18);
  say('starting instance 2 again');
  await cluster.start(2);
  say('instance 2 answers');

  await at(40);
  probes.push(await probeVisibility(cluster, token, probe, 'Redis up, after the kill', true));

  await at(45);
  say('stopping Redis');
  spawnSync('redis-cli', ['-p', new URL(REDIS_URL).port || '6379', 'shutdown', 'nosave']);
  await at(47);
  probes.push(await probeVisibility(cluster, token, probe, 'Redis down', false));
  await at(60);
  say('starting Redis');
  startRedis();
  await waitFor('Redis', redisAnswers);
  say('Redis answers');

  await at(70);
  probes.push(await probeVisibility(cluster, token, probe, 'Redis up again', true));

  await at(80);
  say('stopping PostgreSQL');
  const pgWindow: Window = { from: load.now(), to: Infinity };
  run('pg_ctlcluster', ['--skip-systemctl-redirect', pgVersion(), 'main', 'stop', '-m', 'fast']);
  await at(86);
  say('starting PostgreSQL');
  startPostgres();
  await waitFor('PostgreSQL', pgAnswers(cluster.databaseUrl));
  pgWindow.to = load.now() + PG_GRACE_MS;
  say(`PostgreSQL answers; its window ends at ${(pgWindow.to / 1000).toFixed(1)} s`);

  await at(100);
  probes.push(await probeVisibility(cluster, token, probe, 'after PostgreSQL', true));

  await at(110);
  say('stopping the mail relay');
  await smtp.stop();
  await at(125);
  say('starting the mail relay');
  await smtp.start();

  await at(LOAD_SECONDS);
  await load.stop();
  say(`load stopped after ${load.outcomes.length} requests`);

  // --- What was acknowledged is there.
  const outcomes = load.outcomes;
  const acknowledged = (kind: Outcome['kind']) =>
    outcomes.filter((o) => o.kind === kind && o.status === 200).map((o) => o.marker!);
  const enquiryMarkers = acknowledged('enquiry');
  const editMarkers = acknowledged('edit');
  const stored = new Set(
    (await db.query<{ message: string }>('select message from enquiries')).rows.map(
      (row) => /fault-enquiry-\d+/.exec(row.message)?.[0],
    ),
  );
  const lostEnquiries = enquiryMarkers.filter((marker) => !stored.has(marker));
  const revisions = (
    await db.query<{ snapshot: string }>(
      `select snapshot from revisions where snapshot like '%fault-edit-%'`,
    )
  ).rows.map((row) => /fault-edit-\d+/.exec(row.snapshot)?.[0]);
  const storedEdits = new Set(revisions);
  const lostEdits = editMarkers.filter((marker) => !storedEdits.has(marker));
  check(lostEnquiries.length === 0, `acknowledged enquiries missing: ${lostEnquiries.join(', ')}`);
  check(lostEdits.length === 0, `acknowledged edits missing: ${lostEdits.join(', ')}`);

  // --- Each enquiry's e-mail, exactly once (the outbox retries what the relay refused).
  const storedCount = stored.size;
  const drainDeadline = Date.now() + 150_000;
  let unsent = Infinity;
  while (Date.now() < drainDeadline) {
    unsent = Number(
      (await db.query<{ n: string }>('select count(*) as n from outbox where "sentAt" is null'))
        .rows[0]!.n,
    );
    if (unsent === 0) break;
    await sleep(1000);
  }
  await sleep(1000); // a message being handed over as the row is marked
  check(unsent === 0, `${unsent} e-mails still unsent 150 s after the load`);
  // A fault between the relay's acceptance and the row being marked sent (the SIGKILL,
  // or the relay closing before its answer reached the sender) makes the outbox send
  // that e-mail again: at least once, never lost. Each instance sends one e-mail at a
  // time, so each such fault can repeat one e-mail per instance, and a repeat carries the
  // first copy's Message-ID, so the team's mail client shows one message.
  const messageIds = new Map<string, Set<string>>();
  let copies = 0;
  for (const mail of smtp.mails) {
    const marker = /fault-enquiry-\d+/.exec(mail.text)?.[0];
    if (!marker) continue;
    copies++;
    if (!messageIds.has(marker)) messageIds.set(marker, new Set());
    messageIds.get(marker)!.add(mail.messageId);
  }
  const missingMail = [...stored].filter((marker) => marker && !messageIds.has(marker));
  const twice = [...messageIds].filter(([, ids]) => ids.size > 1).map(([marker]) => marker);
  const repeats = copies - messageIds.size;
  check(missingMail.length === 0, `enquiries without an e-mail: ${missingMail.join(', ')}`);
  check(twice.length === 0, `enquiries e-mailed as two different messages: ${twice.join(', ')}`);
  const mostRepeats = 1 + INSTANCES; // the kill, and the relay's stop on each instance
  check(repeats <= mostRepeats, `${repeats} e-mails sent again; at most ${mostRepeats} expected`);

  // --- 5xx only inside the PostgreSQL window, and there only 503 with Retry-After.
  const outside = outcomes.filter((o) => !overlaps(o, pgWindow));
  const inside = outcomes.filter((o) => overlaps(o, pgWindow));
  const badOutside = outside.filter((o) => o.status >= 500 || o.status === 0);
  const badInside = inside.filter(
    (o) => o.status === 0 || (o.status >= 500 && !(o.status === 503 && o.retryAfter)),
  );
  const describe = (list: Outcome[]) =>
    list
      .slice(0, 10)
      .map((o) => `${o.kind} ${o.path} at ${(o.start / 1000).toFixed(1)} s: ${o.status || o.error}`)
      .join('; ');
  check(badOutside.length === 0, `failures outside the PostgreSQL window: ${describe(badOutside)}`);
  check(
    badInside.length === 0,
    `inside the PostgreSQL window, not 503 + Retry-After: ${describe(badInside)}`,
  );

  for (const probe of probes) {
    const bound = probe.redisUp ? REDIS_UP_BOUND_MS : REDIS_DOWN_BOUND_MS;
    check(
      probe.ms !== undefined && probe.ms <= bound,
      `"${probe.label}": an edit showed on every instance after ${probe.ms ?? 'never'} ms (bound ${bound} ms)`,
    );
  }

  // --- The figures.
  const byKind = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind);
  const statusCounts = (list: Outcome[]) => {
    const counts = new Map<string, number>();
    for (const o of list)
      counts.set(
        String(o.status || 'no answer'),
        (counts.get(String(o.status || 'no answer')) ?? 0) + 1,
      );
    return [...counts].map(([status, n]) => `${status}×${n}`).join(' ');
  };
  console.log(`
Fault test figures (${LOAD_SECONDS} s of load at ${RATE} req/s through nginx, 3 instances)
  requests:            ${outcomes.length} (pages ${byKind('page').length}, enquiries ${byKind('enquiry').length}, edits ${byKind('edit').length})
  page latency:        p50 ${percentile(
    byKind('page').map((o) => o.end - o.start),
    50,
  )} ms, p99 ${percentile(
    byKind('page').map((o) => o.end - o.start),
    99,
  )} ms
  PostgreSQL window:   ${(pgWindow.from / 1000).toFixed(1)}–${(pgWindow.to / 1000).toFixed(1)} s
    answers inside:    ${statusCounts(inside)}
    answers outside:   ${statusCounts(outside)}
  enquiries:           ${enquiryMarkers.length} acknowledged, ${lostEnquiries.length} missing; ${storedCount} stored
  e-mails:             ${smtp.mails.length} received; ${missingMail.length} enquiries without one, ${twice.length} as two messages, ${repeats} resent (same Message-ID)
  edits:               ${editMarkers.length} acknowledged, ${lostEdits.length} missing
  edit visible on every instance:
${probes.map((p) => `    ${p.label.padEnd(28)} ${p.ms === undefined ? 'never' : `${p.ms} ms`} (bound ${p.redisUp ? REDIS_UP_BOUND_MS : REDIS_DOWN_BOUND_MS} ms)`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error('[faults]', error);
  // A fault step that failed must not leave the machine without its services.
  startRedis();
  startPostgres();
  process.exit(1);
});
