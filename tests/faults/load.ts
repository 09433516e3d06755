// Mixed load through the front, as visitors and staff make it: of every 20 requests,
// 18 page views, one enquiry and one admin edit, paced to a steady rate. Every answer
// is recorded with its time, so the test can tell where a fault window was.

export type Kind = 'page' | 'enquiry' | 'edit';

export interface Outcome {
  kind: Kind;
  path: string;
  /** ms since the load began. */
  start: number;
  end: number;
  /** 0: no HTTP answer at all (connection refused or cut). */
  status: number;
  retryAfter: string | null;
  /** The enquiry's or edit's marker, to find it in the database afterwards. */
  marker?: string;
  error?: string;
}

export interface LoadTarget {
  frontUrl: string;
  pages: string[];
  token: string;
  /** Blogs edited by the load (not the visibility probe's). */
  blogs: { id: number; payload: Record<string, unknown> }[];
}

const REQUEST_TIMEOUT_MS = 15_000;

export interface Load {
  outcomes: Outcome[];
  stop(): Promise<void>;
  now(): number;
}

export function startLoad(target: LoadTarget, rate: number, concurrency: number): Load {
  const began = Date.now();
  const now = () => Date.now() - began;
  const outcomes: Outcome[] = [];
  let stopped = false;
  let sequence = 0;
  let nextSlot = 0;

  async function one(n: number): Promise<void> {
    const slot = n % 20;
    const kind: Kind = slot === 0 ? 'enquiry' : slot === 10 ? 'edit' : 'page';
    const marker = kind === 'page' ? undefined : `fault-${kind}-${n}`;
    let path: string;
    let init: RequestInit;
    if (kind === 'enquiry') {
      path = '/send-contact-form';
      init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Load test',
          email: 'visitor@faults.test',
          phoneNum: '+971 4 000 0000',
          businessName: 'Faults',
          role: 'Owner',
          message: `Please call me back. ${marker}`,
        }),
      };
    } else if (kind === 'edit') {
      // Edits go round the blogs in turn (each keeps its last 50 revisions).
      const blog = target.blogs[Math.floor(n / 20) % target.blogs.length]!;
      path = `/blog/${blog.id}`;
      const sections = [{ heading: 'Edited under load', paragraph: `<p>${marker}</p>` }];
      init = {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.token}` },
        body: JSON.stringify({ ...blog.payload, blogs_content: sections }),
      };
    } else {
      path = target.pages[n % target.pages.length]!;
      init = { method: 'GET' };
    }
    const start = now();
    const outcome: Outcome = { kind, path, start, end: start, status: 0, retryAfter: null, marker };
    try {
      const response = await fetch(target.frontUrl + path, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      outcome.status = response.status;
      outcome.retryAfter = response.headers.get('retry-after');
    } catch (error) {
      outcome.error = (error as Error).cause
        ? String(((error as Error).cause as Error).message ?? (error as Error).cause)
        : (error as Error).message;
    }
    outcome.end = now();
    outcomes.push(outcome);
  }

  async function worker(): Promise<void> {
    while (!stopped) {
      // One shared pace: each request takes the next slot of 1/rate seconds.
      const wait = nextSlot - now();
      nextSlot = Math.max(nextSlot, now()) + 1000 / rate;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      await one(sequence++);
    }
  }

  const workers = Array.from({ length: concurrency }, () => worker());
  return {
    outcomes,
    now,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}
