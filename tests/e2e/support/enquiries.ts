import { readFile } from 'node:fs/promises';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, originHeaders, uniqueId, uniqueIp } from './admin';
import { linkIn, tokenOf, waitForMail } from './mailbox';

// Enquiries for the inbox and dashboard tests: sent through the contact endpoints as a
// visitor would (each from its own address: the forms are rate-limited per address), and
// the inbox's CSV export read back.

export interface SentEnquiry {
  name: string;
  email: string;
  message: string;
}

/**
 * Sends one enquiry through the contact page's endpoint. Names stay within the form's
 * 12 characters and addresses within its 36. `honeypot` fills the hidden field robots fill.
 */
export async function sendEnquiry(
  request: APIRequestContext,
  baseURL: string | undefined,
  {
    label,
    honeypot = false,
    attribution,
    locale,
  }: {
    label: string;
    honeypot?: boolean;
    attribution?: Record<string, string>;
    /** The form's language, as the Arabic pages' forms send it (issue 29). */
    locale?: 'en' | 'ar';
  },
): Promise<SentEnquiry> {
  const key = uniqueId();
  const enquiry = {
    name: `${label.slice(0, 6)} ${key.slice(0, 4)}`,
    email: `${label.slice(0, 6).toLowerCase()}.${key}@example.com`,
    message: `Please call me about a new website (${key}).`,
  };
  const response = await request.post('/send-contact-form', {
    data: {
      ...enquiry,
      phoneNum: '+971 50 123 4567',
      businessName: 'Souq Ltd',
      role: 'Owner',
      ...(honeypot ? { website: 'http://cheap-seo.example' } : {}),
      ...(attribution ? { attribution } : {}),
      ...(locale ? { locale } : {}),
    },
    headers: { ...originHeaders(baseURL), 'X-Forwarded-For': uniqueIp() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return enquiry;
}

/** A CSV document as rows of cells (quoted cells, doubled quotes and CRLF handled). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Clicks the inbox's Export CSV and answers the file's rows as records by column name. */
export async function exportInbox(page: Page): Promise<Record<string, string>[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Export CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^enquiries-.*\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

const INVITATION_SUBJECT = 'You are invited to the Nexa Digital website admin';

/**
 * An editor with a password: invited through the API by the e2e administrator, the
 * invitation taken from the e-mail and accepted.
 */
export async function newEditor(
  baseURL: string | undefined,
): Promise<{ id: number; name: string; email: string; password: string }> {
  const key = uniqueId();
  const person = { email: `ed-${key}@e2e.test`, name: `Editor ${key}`, password: `Staff!${key}x` };
  const headers = { 'X-Forwarded-For': uniqueIp(), ...originHeaders(baseURL) };
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const signedIn = await admin.post('/api/users/login', { data: E2E_ADMIN });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const invited = await admin.post('/api/users', {
    data: { email: person.email, name: person.name, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const id = ((await invited.json()) as { data: { _id: number } }).data._id;
  await admin.dispose();
  const mail = await waitForMail(person.email, INVITATION_SUBJECT);
  const anyone = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { ...headers, 'X-Forwarded-For': uniqueIp() },
  });
  const accepted = await anyone.post('/api/users/invitations/accept', {
    data: {
      token: tokenOf(linkIn(mail, '/login/accept-invitation')),
      name: person.name,
      password: person.password,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await anyone.dispose();
  return { ...person, id };
}
