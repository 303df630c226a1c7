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
  warn(obj: object, message: string): void;
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

/**
 * SMTP_URL unset: the message lands in `email_outbox` (`/dev/outbox` lists them with DEV_OUTBOX=on)
 * and the log. The links (password-reset tokens) reach the log only outside production: a
 * production log is read by more people than the players' mailboxes (issue 15.4).
 */
export function createOutboxMailer(options: { db: DB; log: Log; logLinks: boolean }): Mailer {
  return {
    async send(message) {
      await insertOutboxEmail(options.db, message);
      if (options.logLinks) {
        options.log.info(
          { to: message.to, subject: message.subject, links: message.links },
          'email written to the outbox',
        );
      } else {
        options.log.warn(
          { to: message.to, subject: message.subject },
          'email not sent: SMTP_URL is not set (kept in the email_outbox table)',
        );
      }
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: DB;
  log: Log;
  logLinks: boolean;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from })
    : createOutboxMailer({ db: options.db, log: options.log, logLinks: options.logLinks });
}
