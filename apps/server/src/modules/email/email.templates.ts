import { SITE_NAME } from '@tengu/shared';
import type { EmailMessage } from './mailer';

/** The emails of the accounts flows. Links point at the web app, which reads the query. */

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `Someone asked to reset the password of your ${SITE_NAME} account.\n\nSet a new password: ${link}\n\nThe link works once, for one hour. If it was not you, ignore this email.`,
    links: [link],
  };
}

export function verifyEmailEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Verify your ${SITE_NAME} email`,
    text: `Welcome to ${SITE_NAME}!\n\nConfirm your email address: ${link}\n\nThe link works once, for 24 hours.`,
    links: [link],
  };
}

export function twoFactorRecoveryEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: `Sign in to ${SITE_NAME} without your authenticator`,
    text: `Someone who knows your password asked to sign in without a two-factor code.\n\nThis link turns two-factor authentication off and signs you in: ${link}\n\nIt works once, for one hour. If it was not you, change your password now.`,
    links: [link],
  };
}
