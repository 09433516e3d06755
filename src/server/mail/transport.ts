import 'server-only';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getEnv } from '@/env';
import { log as logger } from '../log';

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** An HTML alternative to the text (staff e-mails). */
  html?: string | undefined;
  messageId?: string | undefined;
}

/** Hands a message to whatever delivers mail; throws when it was not accepted. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  readonly description: string;
}

/** SMTP through nodemailer. Time-outs stay well under the outbox lease (see outbox.ts). */
export function smtpTransport(url: string): MailTransport {
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** Without SMTP_URL: the e-mail goes to the log, so nothing is lost and nothing waits. */
export function logTransport(
  log: (line: string) => void = (line) => logger('mail').info(line),
): MailTransport {
  return {
    description: 'log (SMTP_URL is not set)',
    async send({ to, from, replyTo, subject, text }) {
      log(
        `[mail] SMTP_URL is not set; this e-mail is logged instead of sent\n` +
          `From: ${from}\nTo: ${to}\n${replyTo ? `Reply-To: ${replyTo}\n` : ''}Subject: ${subject}\n\n${text}\n[mail] end`,
      );
    },
  };
}

const holder = globalThis as typeof globalThis & { __mailTransport?: MailTransport };

export function getMailTransport(): MailTransport {
  const { SMTP_URL } = getEnv();
  holder.__mailTransport ??= SMTP_URL ? smtpTransport(SMTP_URL) : logTransport();
  return holder.__mailTransport;
}
