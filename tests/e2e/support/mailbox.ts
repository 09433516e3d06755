import fs from 'node:fs';

// The e-mails the site under test has sent. The e2e web server runs an SMTP server that
// appends each message to a file as one JSON line (web-server.ts); these helpers read
// that file. The outbox sends an e-mail just after the write that queued it (and every
// 10 s in any case), so a message arrives within a second or two; waits allow 20 s.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const WAIT_MS = 20_000;
const POLL_MS = 250;

function mailboxFile(): string {
  const file = process.env.E2E_MAILBOX;
  if (!file) throw new Error('E2E_MAILBOX is not set (playwright.config.ts sets it).');
  return file;
}

/** Every message received so far, oldest first. */
export function readMailbox(): Mail[] {
  const file = mailboxFile();
  if (!fs.existsSync(file)) return [];
  const mails: Mail[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      mails.push(JSON.parse(line) as Mail);
    } catch {
      // A line being written: it is whole at the next read.
    }
  }
  return mails;
}

const addressedTo = (mail: Mail, address: string) =>
  mail.to.toLowerCase().includes(address.toLowerCase());

const subjectMatches = (mail: Mail, subject: string | RegExp) =>
  typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);

/** The messages to an address (and with a subject, when given), oldest first. */
export function mailsTo(address: string, subject?: string | RegExp): Mail[] {
  return readMailbox().filter(
    (mail) =>
      addressedTo(mail, address) && (subject === undefined || subjectMatches(mail, subject)),
  );
}

/**
 * Waits (up to 20 s) for the `count`-th message to an address whose subject contains
 * `subject` (or matches it), and answers it. Pass `count` to wait for a second e-mail of
 * the same kind, e.g. `mailsTo(address, subject).length + 1` taken before the action.
 */
export async function waitForMail(
  address: string,
  subject: string | RegExp,
  { count = 1, timeout = WAIT_MS }: { count?: number; timeout?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = mailsTo(address, subject);
    if (found.length >= count) return found[count - 1]!;
    if (Date.now() > deadline) {
      const seen = mailsTo(address).map((mail) => `"${mail.subject}"`);
      throw new Error(
        `No e-mail to ${address} with the subject ${String(subject)} within ${timeout / 1000} s` +
          ` (${found.length} of ${count}; messages to that address: ${seen.join(', ') || 'none'}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The link in a message's text part whose path starts with `pathname` (the first link
 * when none is given), e.g. `http://127.0.0.1:3210/login/reset-password#token=…`.
 */
export function linkIn(mail: Mail, pathname?: string): URL {
  for (const [candidate] of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(candidate);
    if (pathname === undefined || url.pathname.startsWith(pathname)) return url;
  }
  throw new Error(
    `The e-mail "${mail.subject}" to ${mail.to} has no link${pathname ? ` to ${pathname}` : ''}:\n${mail.text}`,
  );
}

/**
 * The link as a path for page.goto on the site under test (path, query and `#token=…`):
 * links are built from SITE_URL, which may name another origin than the test's.
 */
export const pathOf = (link: URL) => `${link.pathname}${link.search}${link.hash}`;

/** The single-use token of a `…#token=…` link. */
export function tokenOf(link: URL): string {
  const token = new URLSearchParams(link.hash.replace(/^#/, '')).get('token');
  if (!token) throw new Error(`No #token= in ${link.href}`);
  return token;
}
