import nodemailer from 'nodemailer';
import type { DB } from '#app/db/database';
import { insertOutboxEmail } from './email.repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The links the message carries; the outbox keeps them so a local operator can click them. */
  links: string[];
}

/** The one way services send email (ARCHITECTURE.md, email). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

interface Log {
  info(obj: object, message: string): void;
}

/** SMTP_URL set: real delivery through nodemailer. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

/** SMTP_URL unset: the message lands in `email_outbox` and the log (`/dev/outbox` lists them). */
export function createOutboxMailer(options: { db: DB; log: Log }): Mailer {
  return {
    async send(message) {
      await insertOutboxEmail(options.db, message);
      options.log.info(
        { to: message.to, subject: message.subject, links: message.links },
        'email written to the outbox',
      );
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: DB;
  log: Log;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from })
    : createOutboxMailer({ db: options.db, log: options.log });
}
