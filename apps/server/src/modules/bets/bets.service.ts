import {
  BET_MESSAGES,
  BETS_PAGE_SIZE,
  CASE_IDS,
  caseVerifyTable,
  isBetGameName,
  type CaseId,
  type BetFairness,
  type BetListResponse,
  type BetRecord,
} from '@tengu/shared';
import { outcome } from '@tengu/fairness';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { findBetView, listBetViews } from './bets.repository';
import { toBetRecord } from './bet-view';

/** Bet history and sharing (issue 5). */

function isCaseId(value: unknown): value is CaseId {
  return (CASE_IDS as readonly unknown[]).includes(value);
}

/**
 * The cursor names the last bet shown; the next page starts below its stored (created_at, id).
 * (A timestamp in the cursor would lose PostgreSQL's microseconds, and bets written in one
 * transaction share their timestamp.)
 */
function encodeCursor(bet: BetRecord): string {
  return Buffer.from(bet.id).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { id: string } | undefined {
  if (!cursor) return undefined;
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor.');
  }
  return { id };
}

/** The player's own bets, newest first, BETS_PAGE_SIZE a page. */
export async function listOwnBets(options: {
  db: DB;
  userId: string;
  game?: string | undefined;
  cursor?: string | undefined;
}): Promise<BetListResponse> {
  const rows = await listBetViews(options.db, {
    userId: options.userId,
    game: options.game,
    after: decodeCursor(options.cursor),
    limit: BETS_PAGE_SIZE + 1,
  });
  const bets = rows.slice(0, BETS_PAGE_SIZE).map((row) => toBetRecord(row, { revealName: true }));
  const last = bets.at(-1);
  return { bets, nextCursor: rows.length > BETS_PAGE_SIZE && last ? encodeCursor(last) : null };
}

/** Any bet's public view (shared in chat, opened in the bet detail modal). */
export async function getBet(options: { db: DB; betId: string }): Promise<BetRecord> {
  const view = await findBetView(options.db, options.betId);
  if (!view) throw new AppError('NOT_FOUND', BET_MESSAGES.notFound);
  return toBetRecord(view);
}

/** The options `outcome()` / `tengu-verify` need to replay the bet's game. */
function verifyOptions(bet: BetRecord): Record<string, unknown> | null {
  const { details } = bet;
  if (bet.game === 'plinko') return { rows: details['rows'] };
  if (bet.game === 'mines') return { mines: details['mines'] };
  if (bet.game === 'towers' || bet.game === 'dojo-dash') {
    return { difficulty: details['difficulty'] };
  }
  if (bet.game === 'cases' && isCaseId(details['case'])) {
    return { table: caseVerifyTable(details['case']) };
  }
  // Crash: the round's game hash and the public salt (issue 7).
  if (bet.game === 'crash') return { hash: details['hash'], salt: details['salt'] };
  return null;
}

/** The outcome the verifier computes from the revealed seeds, or null if it cannot. */
function solve(bet: BetRecord, opts: Record<string, unknown> | null) {
  const isCrash = bet.game === 'crash';
  // Provider slots (issue 20) and sports bets (issue 21) have no seeds of ours to verify.
  if (
    (bet.server_seed === '' && !isCrash) ||
    !isBetGameName(bet.game) ||
    bet.game === 'slots' ||
    bet.game === 'sports'
  ) {
    return null;
  }
  try {
    return outcome(bet.game, {
      serverSeed: bet.server_seed,
      clientSeed: bet.client_seed,
      nonce: bet.nonce,
      opts: opts ?? undefined,
    }) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The bet's seeds and nonce; `solved` once the server seed is revealed. */
export async function getBetFairness(options: { db: DB; betId: string }): Promise<BetFairness> {
  const bet = await getBet(options);
  const opts = verifyOptions(bet);
  const solved = solve(bet, opts);
  return {
    bet_id: bet.id,
    game: bet.game,
    client_seed: bet.client_seed,
    server_seed: bet.server_seed,
    hashed_server_seed: bet.hashed_server_seed,
    nonce: bet.nonce,
    opts,
    solved,
  };
}
