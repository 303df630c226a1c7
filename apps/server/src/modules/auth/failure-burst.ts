import type { DB } from '#app/db/database';
import { createNotification } from '#app/modules/notifications/notifications.service';

const TEXTS = {
  login: {
    title: 'Failed sign-in attempts',
    message:
      'Someone has entered a wrong password for your account several times in the last hour. ' +
      'If it was not you, change your password and turn on two-factor authentication.',
  },
  '2fa': {
    title: 'Wrong two-factor codes',
    message:
      'Someone who knows your password has entered wrong two-factor codes several times in the ' +
      'last hour. If it was not you, change your password now.',
  },
} as const;

/**
 * Tells the owner about a burst of failures on their account (issue 15.1: the account is never
 * locked, so the owner is the one who can act). A failed notice never fails the request.
 */
export async function notifyFailureBurst(options: {
  db: DB;
  userId: string;
  action: keyof typeof TEXTS;
}): Promise<void> {
  await createNotification({
    db: options.db,
    realtime: null,
    userId: options.userId,
    ...TEXTS[options.action],
    link: '/settings',
  }).catch(() => undefined);
}
