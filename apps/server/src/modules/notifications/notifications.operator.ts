import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { findUserByUsername } from '#app/modules/users/users.repository';
import type { Realtime } from '#app/realtime/realtime';
import { createNotificationInTransaction } from './notifications.service';

/**
 * An operator's notification to one player (`npm run admin -- notify`), with its `admin_audit`
 * row in the same transaction. The CLI has no socket server (`realtime: null`): the player sees
 * the notification on the next fetch.
 */
export async function notifyPlayerAsOperator(options: {
  db: DB;
  realtime: Realtime | null;
  operator: string;
  username: string;
  title: string;
  message: string;
  link?: string | null;
}) {
  const operator = options.operator.trim();
  if (!operator) throw new AppError('BAD_REQUEST', 'An operator name is required.');
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', `Unknown user: ${options.username}.`);
  const { notification, publish, auditId } = await options.db.transaction().execute(async (trx) => {
    const made = await createNotificationInTransaction({
      trx,
      realtime: options.realtime,
      userId: user.id,
      title: options.title,
      message: options.message,
      link: options.link,
    });
    const audit = await insertAudit(trx, {
      operator,
      action: 'notify',
      targetUserId: user.id,
      details: { notificationId: made.notification.id, title: made.notification.title },
      ledgerEntryId: null,
    });
    return { ...made, auditId: audit };
  });
  publish();
  return { username: user.username, notification, auditId };
}
