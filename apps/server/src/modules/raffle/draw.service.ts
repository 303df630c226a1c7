import { drawRaffleWinners } from '@tengu/fairness';
import type { Transaction } from 'kysely';
import { RAFFLE_MESSAGES, RAFFLE_PRIZES_USD } from '@tengu/shared';
import {
  houseAccount,
  playerAccount,
  shardFor,
  type AccountKey,
} from '#app/modules/ledger/accounts';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { createNotificationInTransaction } from '#app/modules/notifications/notifications.service';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import type { Database } from '#app/db/schema';
import {
  closeWeekRow,
  findRanges,
  insertWinner,
  markDrawn,
  type WinnerRow,
} from './raffle-draw.repository';
import { ensureWeek, findWeek, findWeeksToDraw } from './raffle.repository';
import { getRaffleSettings } from './raffle-settings';
import { nextWeek, raffleWeekOf } from './raffle-weeks';
import type { RaffleDeps } from './raffle.deps';

/**
 * The weekly draw (issue 17 item 7; docs/decisions/018-raffle.md). Every replica may run it;
 * the conditional updates on the week's row (open → closed → drawn) let exactly one do each step.
 * The payment of all places, the winners' rows, their notifications and the `drawn` mark are one
 * transaction: a draw that crashes midway rolls back and the next run draws again, identically
 * (the draw is a pure function of published data), and the idempotency keys
 * `raffle:<week>:<place>` could not pay twice anyway.
 */

const UNIT = 100_000_000n;

export type DrawOutcome = 'drawn' | 'already-drawn' | 'waiting-for-public-value' | 'not-over';

/**
 * Runs inside the draw's transaction after the last prize is posted, only in the run that drew
 * the week (the console writes its `admin_audit` row here, ADR 046).
 */
export type OnDrawn = (
  trx: Transaction<Database>,
  drawn: { week: string; winners: WinnerRow[] },
) => Promise<void>;

/** Closes the week if it is still open (ticket table fixed). */
export async function closeWeek(deps: RaffleDeps, week: string): Promise<boolean> {
  return deps.db.transaction().execute((trx) => closeWeekRow(trx, week, deps.now()));
}

export async function drawWeek(
  deps: RaffleDeps,
  week: string,
  onDrawn?: OnDrawn,
): Promise<DrawOutcome> {
  const now = deps.now();
  const before = await findWeek(deps.db, week);
  if (!before || before.ends_at.getTime() > now.getTime()) return 'not-over';
  if (before.status === 'drawn') return 'already-drawn';
  if (before.status === 'open') await closeWeek(deps, week);
  const row = await findWeek(deps.db, week);
  if (!row || row.status === 'drawn') return 'already-drawn';

  const ranges = await findRanges(deps.db, week);
  const publicValue = await deps.publicValue.valueFor({
    week,
    closedAt: row.closed_at ?? now,
    ranges,
  });
  if (publicValue === null) return 'waiting-for-public-value';
  const wins = drawRaffleWinners({
    serverSeed: row.server_seed,
    publicValue,
    ranges,
    places: RAFFLE_PRIZES_USD.length,
  });
  const userOf = new Map(ranges.map((r) => [r.holder, r.userId]));
  const winners: WinnerRow[] = wins.map((win) => ({
    place: win.place,
    user_id: userOf.get(win.holder)!,
    username: win.holder,
    ticket: BigInt(win.ticket),
    prize: BigInt(RAFFLE_PRIZES_USD[win.place - 1]!) * UNIT,
  }));

  const done = await deps.db.transaction().execute(async (trx) => {
    // Ledger accounts first, all at once in id order (ADR 004/015), then the week's row.
    const accounts: AccountKey[] = winners.flatMap((w) => [
      houseAccount('bonus_expense', shardFor(w.user_id)),
      playerAccount(w.user_id, 'credits'),
    ]);
    if (accounts.length > 0) await lockEntryAccounts(trx, accounts);
    const isMine = await markDrawn(trx, {
      week,
      publicValue,
      source: deps.publicValue.name,
      drawnAt: now,
    });
    if (!isMine) return null;
    const entries: PostEntryResult[] = [];
    const publishers: Array<() => void> = [];
    for (const winner of winners) {
      const entry = await postEntryInTransaction({
        trx,
        idempotencyKey: `raffle:${week}:${winner.place}`,
        kind: 'raffle',
        reference: `raffle:${week}`,
        postings: [
          {
            account: houseAccount('bonus_expense', shardFor(winner.user_id)),
            amount: -winner.prize,
          },
          { account: playerAccount(winner.user_id, 'credits'), amount: winner.prize },
        ],
      });
      entries.push(entry);
      await insertWinner(trx, { ...winner, week, ledgerEntryId: entry.entryId });
      const { publish } = await createNotificationInTransaction({
        trx,
        realtime: deps.realtime,
        userId: winner.user_id,
        title: RAFFLE_MESSAGES.winnerTitle,
        message: `Place ${winner.place} with ticket #${winner.ticket}: $${RAFFLE_PRIZES_USD[winner.place - 1]} paid to your balance.`,
        link: '/raffle',
      });
      publishers.push(publish);
    }
    await onDrawn?.(trx, { week, winners });
    return { entries, publishers };
  });
  if (!done) return 'already-drawn';
  const { realtime } = deps;
  for (const publish of done.publishers) publish();
  if (realtime) {
    for (const result of done.entries) {
      await emitBalancesAfterCommit({ db: deps.db, realtime, result }).catch(() => undefined);
    }
  }
  return 'drawn';
}

/**
 * One tick of the raffle's schedule: makes sure the running and the next week exist (so each
 * week's seed hash is published before it starts), then draws every week that ended at least
 * `drawDelayMinutes` ago and is not drawn yet, oldest first.
 */
export async function runDueDraws(
  deps: RaffleDeps,
  onDrawn?: OnDrawn,
): Promise<Record<string, DrawOutcome>> {
  const now = deps.now();
  const current = raffleWeekOf(now);
  await ensureWeek(deps.db, current);
  await ensureWeek(deps.db, nextWeek(current));
  const settings = await getRaffleSettings(deps.db);
  const endedBy = new Date(now.getTime() - settings.drawDelayMinutes * 60_000);
  const outcomes: Record<string, DrawOutcome> = {};
  for (const week of await findWeeksToDraw(deps.db, endedBy)) {
    outcomes[week] = await drawWeek(deps, week, onDrawn);
  }
  return outcomes;
}
