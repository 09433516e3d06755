// A real SMTP server that can be stopped and started again on the same port, keeping
// every message it took: the fault test's mail relay. While stopped, connections are
// refused, as a relay that is down refuses them.
import { once } from 'node:events';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  subject: string;
  text: string;
  /** The Message-ID header: a mail client shows copies with one Message-ID as one message. */
  messageId: string;
}

export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A relay that stops finishes the message it is taking (as `systemctl restart` of a
      // mail server does) and takes no new connection.
      closeTimeout: 5_000,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.mails.push({
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
            });
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });
    server.on('error', (error) => console.error('[smtp]', error.message));
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.server = server;
  }

  /** Stops listening and drops open connections: the relay is gone. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
