import { decimalToUnits, unitsToDecimal } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { createNotificationInTransaction } from '#app/modules/notifications/notifications.service';
import { findUserByUsername } from '#app/modules/users/users.repository';
import type { Realtime } from '#app/realtime/realtime';
import { findGifts, insertGift } from './gifts.repository';
import { giftOf } from './gifts.service';

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/**
 * An operator's gift to one player (`npm run admin -- rewards gift`; spec document 1 section 3,
 * Gift): the gift, its `admin_audit` row and a notification in one transaction. No money moves
 * until the player claims it (then from the bonus expense). Without a socket server (the CLI) the
 * player sees it on the next fetch.
 */
export async function grantGift(options: {
  db: DB;
  realtime: Realtime | null;
  operator: string;
  username: string;
  type: string;
  amount: string;
  reason: string;
}) {
  const operator = options.operator.trim();
  const reason = options.reason.trim();
  if (!operator) throw new AppError('BAD_REQUEST', 'An operator name is required.');
  if (options.type !== 'credits' && options.type !== 'freebets') {
    throw new AppError('BAD_REQUEST', '--type must be credits or freebets.');
  }
  const type = options.type;
  if (!AMOUNT.test(options.amount) || decimalToUnits(options.amount) <= 0n) {
    throw new AppError('BAD_REQUEST', '--amount must be a positive dollar amount, e.g. 5 or 2.50.');
  }
  if (!reason || reason.length > 200) {
    throw new AppError('BAD_REQUEST', '--reason is required (at most 200 characters).');
  }
  const user = await findUserByUsername(options.db, options.username.trim());
  if (!user) throw new AppError('NOT_FOUND', `Unknown user: ${options.username}.`);
  const amount = decimalToUnits(options.amount);
  const { gift, auditId, publish } = await options.db.transaction().execute(async (trx) => {
    const row = await insertGift(trx, {
      user_id: user.id,
      reward_type: type,
      amount,
      reason,
      created_by: operator,
    });
    const audit = await insertAudit(trx, {
      operator,
      action: 'reward_gift',
      targetUserId: user.id,
      details: { giftId: row.id, type, amount: unitsToDecimal(amount), reason },
      ledgerEntryId: null,
    });
    const made = await createNotificationInTransaction({
      trx,
      realtime: options.realtime,
      userId: user.id,
      title: 'You received a gift',
      message: reason,
      link: null,
    });
    return { gift: giftOf(row), auditId: audit, publish: made.publish };
  });
  publish();
  if (options.realtime) {
    const gifts = (await findGifts(options.db, user.id)).map(giftOf);
    options.realtime.toUser(user.id, 'user:gifts', { gifts });
  }
  return { username: user.username, gift, auditId };
}
