import type { GiftAudienceSpec } from '@tengu/shared';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { DB } from '#app/db/database';
import type { Database } from '#app/db/schema';

/**
 * Every SQL statement of the console's Rewards section (ADR 045): who an audience reaches, the
 * gift sends, and the lootbox codes with their redemptions.
 */

type Trx = Transaction<Database>;
type Executor = DB | Trx;

/**
 * The audience's condition on `users` (active accounts only): one player by name, everyone,
 * VIP level ≥ N, a session seen within N days, or at least one completed deposit.
 */
function inAudience(target: GiftAudienceSpec, now: Date) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const active = eb('users.account_status', '=', 'active');
    switch (target.audience) {
      case 'player':
        return eb.and([
          active,
          eb(sql<string>`lower(users.username)`, '=', target.username.toLowerCase()),
        ]);
      case 'all':
        return active;
      case 'vip':
        return eb.and([active, eb('users.level', '>=', target.minLevel)]);
      case 'active': {
        const since = new Date(now.getTime() - target.days * 86_400_000);
        return eb.and([
          active,
          eb.exists(
            eb
              .selectFrom('sessions')
              .select('sessions.id')
              .whereRef('sessions.user_id', '=', 'users.id')
              .where('sessions.last_seen_at', '>=', since),
          ),
        ]);
      }
      case 'depositors':
        return eb.and([
          active,
          eb.exists(
            eb
              .selectFrom('payment_deposits')
              .select('payment_deposits.id')
              .whereRef('payment_deposits.user_id', '=', 'users.id')
              .where('payment_deposits.status', '=', 'COMPLETED'),
          ),
        ]);
    }
  };
}

/** How many players the audience reaches now. */
export async function countAudience(db: Executor, target: GiftAudienceSpec, now: Date) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(inAudience(target, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The send's row, unless one with this request key exists (then undefined: a repeat). */
export function insertSend(
  trx: Trx,
  row: {
    request_key: string;
    audience: GiftAudienceSpec['audience'];
    audience_value: string | null;
    reward_type: 'credits' | 'freebets';
    amount: bigint;
    reason: string;
    created_by: string;
  },
) {
  return trx
    .insertInto('reward_gift_sends')
    .values(row)
    .onConflict((oc) => oc.column('request_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function findSendByKey(db: Executor, requestKey: string) {
  return db
    .selectFrom('reward_gift_sends')
    .select(['id', 'recipients', 'audit_id'])
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** One gift per player of the audience, in one statement; answers the recipients' ids. */
export async function insertAudienceGifts(
  trx: Trx,
  options: {
    sendId: string;
    target: GiftAudienceSpec;
    now: Date;
    type: 'credits' | 'freebets';
    amount: bigint;
    reason: string;
    createdBy: string;
  },
): Promise<string[]> {
  const rows = await trx
    .insertInto('reward_gifts')
    .columns(['user_id', 'reward_type', 'amount', 'reason', 'created_by', 'send_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          sql.lit(options.type).as('reward_type'),
          sql<bigint>`${options.amount}::bigint`.as('amount'),
          sql<string>`${options.reason}::text`.as('reason'),
          sql<string>`${options.createdBy}::text`.as('created_by'),
          sql<string>`${options.sendId}::uuid`.as('send_id'),
        ])
        .where(inAudience(options.target, options.now)),
    )
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The "You received a gift" notification of every gift of the send, in one statement. */
export function insertSendNotifications(
  trx: Trx,
  options: { sendId: string; title: string; message: string },
) {
  return trx
    .insertInto('notifications')
    .columns(['user_id', 'title', 'message'])
    .expression((eb) =>
      eb
        .selectFrom('reward_gifts')
        .select([
          'reward_gifts.user_id',
          sql<string>`${options.title}::text`.as('title'),
          sql<string>`${options.message}::text`.as('message'),
        ])
        .where('reward_gifts.send_id', '=', options.sendId),
    )
    .returning(['id', 'user_id', 'title', 'message', 'link', 'is_read', 'created_at'])
    .execute();
}

export async function finishSend(
  trx: Trx,
  options: { sendId: string; recipients: number; auditId: bigint },
) {
  await trx
    .updateTable('reward_gift_sends')
    .set({ recipients: options.recipients, audit_id: options.auditId })
    .where('id', '=', options.sendId)
    .execute();
}

/** A page of sends, newest first, with how many of their gifts were claimed. */
export async function listSends(
  db: DB,
  query: { q?: string | undefined; limit: number; offset: number },
) {
  let base = db.selectFrom('reward_gift_sends as s');
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('s.reason', 'ilike', like),
        eb('s.audience_value', 'ilike', like),
        eb('s.created_by', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id',
        's.audience',
        's.audience_value',
        's.reward_type',
        's.amount',
        's.reason',
        's.recipients',
        's.created_by',
        's.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('reward_gifts as g')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('g.send_id', '=', 's.id')
          .where('g.claimed_at', 'is not', null)
          .as('claimed'),
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A page of lootbox codes, newest first, with the time of their last open. */
export async function listCodesPage(
  db: DB,
  query: { q?: string | undefined; limit: number; offset: number },
) {
  let base = db.selectFrom('lootbox_codes as c');
  if (query.q) base = base.where('c.code', 'like', `%${query.q.toUpperCase()}%`);
  const [rows, count] = await Promise.all([
    base
      .select(['c.code', 'c.active', 'c.uses', 'c.max_uses', 'c.expires_at', 'c.created_by'])
      .select('c.created_at')
      .select((eb) =>
        eb
          .selectFrom('lootbox_opens as o')
          .select((e) => e.fn.max('o.created_at').as('at'))
          .whereRef('o.code_id', '=', 'c.id')
          .as('last_opened_at'),
      )
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The latest 100 opens of a code with who opened it and what they won. */
export function listRedemptions(db: DB, code: string) {
  return db
    .selectFrom('lootbox_opens as o')
    .innerJoin('lootbox_codes as c', 'c.id', 'o.code_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.user_id', 'u.username', 'o.prize', 'o.created_at'])
    .where('c.code', '=', code)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(100)
    .execute();
}

export function codeExists(db: DB, code: string) {
  return db
    .selectFrom('lootbox_codes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
