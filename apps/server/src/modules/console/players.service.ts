import {
  CONSOLE_MESSAGES,
  unitsToDecimal,
  type ConsolePageQuery,
  type PlayerBetsResponse,
  type PlayerDetail,
  type PlayerLedgerResponse,
  type PlayerSearchResponse,
  type PlayerSummary,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { listLiveSessions } from '#app/modules/sessions/sessions.repository';
import {
  findMute,
  findPlayer,
  listBalances,
  listBets,
  listLedgerLines,
  listNotes,
  listRecentDeposits,
  listRecentWithdrawals,
  searchByAddress,
  searchById,
  searchByNameOrEmail,
  searchByTxid,
} from './players.repository';
import { listRolesOf } from './staff.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The console's player search (issue 22): by id (a uuid), by deposit address or withdrawal
 * address, by transaction id (exact), and by name or email (contains). Each player once, with
 * the first reason they matched.
 */
export async function searchPlayers(options: { db: DB; q: string }): Promise<PlayerSearchResponse> {
  const { db } = options;
  const q = options.q.trim();
  const found = new Map<string, PlayerSummary>();
  const add = (
    rows: {
      id: string;
      username: string;
      email: string | null;
      account_status: PlayerSummary['status'];
      created_at: Date;
      matched_by?: string;
    }[],
    matchedBy:
      PlayerSummary['matchedBy'] | ((row: { matched_by?: string }) => PlayerSummary['matchedBy']),
  ) => {
    for (const row of rows) {
      if (found.has(row.id)) continue;
      found.set(row.id, {
        id: row.id,
        username: row.username,
        email: row.email,
        status: row.account_status,
        createdAt: row.created_at.toISOString(),
        matchedBy: typeof matchedBy === 'function' ? matchedBy(row) : matchedBy,
      });
    }
  };
  if (UUID.test(q)) add(await searchById(db, q), 'id');
  const [byTxid, byAddress, byName] = await Promise.all([
    searchByTxid(db, q),
    searchByAddress(db, q),
    searchByNameOrEmail(db, q),
  ]);
  add(byTxid, 'txid');
  add(byAddress, 'address');
  add(byName, (row) => (row.matched_by === 'username' ? 'username' : 'email'));
  return { players: [...found.values()] };
}

/** The player's page: account, flags, balances per pocket, sessions, notes, payments. */
export async function getPlayerDetail(options: {
  db: DB;
  id: string;
  now: () => Date;
}): Promise<PlayerDetail> {
  const { db, id } = options;
  const user = await findPlayer(db, id);
  if (!user) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.playerNotFound);
  const [roles, balances, mute, sessions, notes, deposits, withdrawals] = await Promise.all([
    listRolesOf(db, id),
    listBalances(db, id),
    findMute(db, id, options.now()),
    listLiveSessions(db, id),
    listNotes(db, id),
    listRecentDeposits(db, id),
    listRecentWithdrawals(db, id),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.email_verified,
    status: user.account_status,
    createdAt: user.created_at.toISOString(),
    signupIp: user.signup_ip,
    level: user.level,
    wagered: unitsToDecimal(user.amount_wagered),
    flags: {
      twoFactorEnabled: user.two_factor_enabled,
      needChangePassword: user.need_change_password,
      needChangeUsername: user.need_change_username,
      chatModerator: user.chat_role === 'moderator',
      mutedUntil: mute ? mute.muted_until.toISOString() : null,
    },
    staffRoles: roles,
    balances: balances.map((b) => ({
      pocket: b.pocket ?? '',
      currency: b.currency,
      balance: unitsToDecimal(b.balance),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.user_agent,
      createdAt: s.created_at.toISOString(),
      lastSeenAt: s.last_seen_at.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: String(n.id),
      author: n.author,
      body: n.body,
      createdAt: n.created_at.toISOString(),
    })),
    deposits: deposits.map((d) => ({
      id: d.id,
      asset: d.asset,
      network: d.network,
      txid: d.txid,
      amount: d.fiat_amount === null ? null : unitsToDecimal(d.fiat_amount),
      status: d.status,
      createdAt: d.created_at.toISOString(),
    })),
    withdrawals: withdrawals.map((w) => ({
      id: w.id,
      asset: w.asset,
      network: w.network,
      toAddress: w.to_address,
      txid: w.txid,
      amount: unitsToDecimal(w.fiat_amount),
      status: w.status,
      createdAt: w.created_at.toISOString(),
    })),
  };
}

const pageWindow = (page: ConsolePageQuery) => ({
  limit: page.pageSize,
  offset: (page.page - 1) * page.pageSize,
});

async function assertPlayer(db: DB, id: string) {
  if (!(await findPlayer(db, id))) throw new AppError('NOT_FOUND', CONSOLE_MESSAGES.playerNotFound);
}

export async function getPlayerLedger(options: {
  db: DB;
  id: string;
  page: ConsolePageQuery;
}): Promise<PlayerLedgerResponse> {
  await assertPlayer(options.db, options.id);
  const { rows, total } = await listLedgerLines(options.db, options.id, pageWindow(options.page));
  return {
    items: rows.map((r) => ({
      entryId: String(r.entry_id),
      kind: r.kind,
      reference: r.reference,
      pocket: r.pocket ?? '',
      amount: unitsToDecimal(r.amount),
      balanceAfter: unitsToDecimal(r.balance_after),
      createdAt: r.created_at.toISOString(),
    })),
    page: options.page.page,
    pageSize: options.page.pageSize,
    total,
  };
}

export async function getPlayerBets(options: {
  db: DB;
  id: string;
  page: ConsolePageQuery;
}): Promise<PlayerBetsResponse> {
  await assertPlayer(options.db, options.id);
  const { rows, total } = await listBets(options.db, options.id, pageWindow(options.page));
  return {
    items: rows.map((r) => ({
      id: r.id,
      game: r.game,
      amount: unitsToDecimal(r.amount),
      payout: unitsToDecimal(r.credits_won + r.freebets_won),
      multiplier: (Number(r.multiplier_e4) / 10_000).toFixed(4),
      result: r.result,
      createdAt: r.created_at.toISOString(),
    })),
    page: options.page.page,
    pageSize: options.page.pageSize,
    total,
  };
}
