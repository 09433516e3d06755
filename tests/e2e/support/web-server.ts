// The e2e web server: the start script of `npm start`, with its output passed through
// and watched for uncaught exceptions and unhandled rejections (server-faults.ts); and,
// when SMTP_URL is set (playwright.config.ts), an SMTP server on that address that takes
// every e-mail the site sends and appends it to the mailbox file as one JSON line
// {to, subject, text, html}, for the tests to read (mailbox.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { resetServerFaultLog, watchServerOutput } from './server-faults';

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function parseMessage(raw: Buffer): Promise<StoredMail> {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    // SMTP lines end in CRLF; the tests read the text with plain newlines.
    text: (mail.text ?? '').replace(/\r\n/g, '\n'),
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

// --- The SMTP server.

async function startSmtpServer(): Promise<SMTPServer | undefined> {
  const smtpUrl = process.env.SMTP_URL;
  const mailbox = process.env.E2E_MAILBOX;
  if (!smtpUrl || !mailbox) return undefined;
  fs.mkdirSync(path.dirname(mailbox), { recursive: true });
  fs.writeFileSync(mailbox, '');
  const { hostname, port } = new URL(smtpUrl);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        parseMessage(Buffer.concat(chunks)).then(
          (mail) => {
            if (!mail.to) mail.to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
            // One write of one whole line: a reader never sees half a message.
            fs.appendFileSync(mailbox, `${JSON.stringify(mail)}\n`);
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  smtp.on('error', (error) => console.error('[e2e smtp]', error));
  smtp.listen(Number(port), hostname);
  await once(smtp.server, 'listening');
  console.log(`[e2e smtp] taking the site's e-mails on ${hostname}:${port} into ${mailbox}`);
  return smtp;
}

async function main() {
  resetServerFaultLog();
  const smtp = await startSmtpServer();
  const server = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  watchServerOutput('web server', server.stdout, process.stdout);
  watchServerOutput('web server', server.stderr, process.stderr);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    smtp?.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

void main();
