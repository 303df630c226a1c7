import type { DB } from '#app/db/database';
import { escapeLike } from './console-audit.repository';

const SEARCH_LIMIT = 25;
const userColumns = [
  'users.id',
  'users.username',
  'users.email',
  'users.account_status',
  'users.created_at',
] as const;

/** Players whose name or email contains the text (case-insensitive), newest first. */
export function searchByNameOrEmail(db: DB, text: string) {
  const like = `%${escapeLike(text)}%`;
  return db
    .selectFrom('users')
    .select([...userColumns])
    .select((eb) =>
      eb
        .case()
        .when('users.username', 'ilike', like)
        .then('username')
        .else('email')
        .end()
        .as('matched_by'),
    )
    .where((eb) => eb.or([eb('users.username', 'ilike', like), eb('users.email', 'ilike', like)]))
    .orderBy('users.created_at', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function searchById(db: DB, id: string) {
  return db
    .selectFrom('users')
    .select([...userColumns])
    .where('users.id', '=', id)
    .execute();
}

/** Players who own a deposit address or withdrew to it (exact, case-insensitive). */
export async function searchByAddress(db: DB, address: string) {
  const lower = address.toLowerCase();
  return db
    .selectFrom('users')
    .select([...userColumns])
    .where((eb) =>
      eb.or([
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('payment_deposit_addresses')
            .select('user_id')
            .where((e) => e(e.fn('lower', ['address']), '=', lower)),
        ),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('payment_withdrawals')
            .select('user_id')
            .where((e) => e(e.fn('lower', ['to_address']), '=', lower)),
        ),
      ]),
    )
    .limit(SEARCH_LIMIT)
    .execute();
}

/** Players with a deposit or withdrawal of this transaction id. */
export async function searchByTxid(db: DB, txid: string) {
  const lower = txid.toLowerCase();
  return db
    .selectFrom('users')
    .select([...userColumns])
    .where((eb) =>
      eb.or([
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('payment_deposits')
            .select('user_id')
            .where((e) => e(e.fn('lower', ['txid']), '=', lower)),
        ),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('payment_withdrawals')
            .select('user_id')
            .where((e) => e(e.fn('lower', ['txid']), '=', lower)),
        ),
      ]),
    )
    .limit(SEARCH_LIMIT)
    .execute();
}

export function findPlayer(db: DB, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listBalances(db: DB, userId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['pocket', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .where('owner_type', '=', 'player')
    .orderBy('id')
    .execute();
}

export function findMute(db: DB, userId: string, at: Date) {
  return db
    .selectFrom('chat_mutes')
    .select('muted_until')
    .where('user_id', '=', userId)
    .where('muted_until', '>', at)
    .executeTakeFirst();
}

export function listNotes(db: DB, userId: string) {
  return db
    .selectFrom('admin_notes')
    .innerJoin('users', 'users.id', 'admin_notes.author_id')
    .select([
      'admin_notes.id',
      'users.username as author',
      'admin_notes.body',
      'admin_notes.created_at',
    ])
    .where('admin_notes.user_id', '=', userId)
    .orderBy('admin_notes.created_at', 'desc')
    .orderBy('admin_notes.id', 'desc')
    .limit(100)
    .execute();
}

export function insertNote(db: DB, row: { userId: string; authorId: string; body: string }) {
  return db
    .insertInto('admin_notes')
    .values({ user_id: row.userId, author_id: row.authorId, body: row.body })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function listRecentDeposits(db: DB, userId: string) {
  return db
    .selectFrom('payment_deposits')
    .select(['id', 'asset', 'network', 'txid', 'fiat_amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export function listRecentWithdrawals(db: DB, userId: string) {
  return db
    .selectFrom('payment_withdrawals')
    .select(['id', 'asset', 'network', 'to_address', 'txid', 'fiat_amount', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

/** One page of the player's ledger postings (every pocket), newest first. */
export async function listLedgerLines(
  db: DB,
  userId: string,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .where('ledger_accounts.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_postings.entry_id')
      .select([
        'ledger_entries.id as entry_id',
        'ledger_entries.kind',
        'ledger_entries.reference',
        'ledger_entries.created_at',
        'ledger_accounts.pocket',
        'ledger_postings.amount',
        'ledger_postings.balance_after',
      ])
      .orderBy('ledger_postings.entry_id', 'desc')
      .orderBy('ledger_postings.seq')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of the player's bets, newest first. */
export async function listBets(db: DB, userId: string, page: { limit: number; offset: number }) {
  const base = db.selectFrom('bets').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'game',
        'amount',
        'credits_won',
        'freebets_won',
        'multiplier_e4',
        'result',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
