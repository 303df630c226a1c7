import { randomUUID } from 'node:crypto';
import {
  RAFFLE_MESSAGES,
  unitsToDecimal,
  type RaffleBuyResult,
  type RaffleTickets,
} from '@tengu/shared';
import { AppError, isAppError } from '#app/errors/app-error';
import { houseAccount, playerAccount, shardFor } from '#app/modules/ledger/accounts';
import { postEntryInTransaction } from '#app/modules/ledger/ledger.service';
import { emitTickets } from './raffle-events';
import { lockTicketWeek } from './open-week';
import { addTickets, findTickets, goldBalance, type TicketRow } from './raffle.repository';
import { getRaffleSettings } from './raffle-settings';
import { raffleWeekOf } from './raffle-weeks';
import type { RaffleDeps } from './raffle.deps';

/** Tickets: the player's count, and buying them with Gold (docs/decisions/018-raffle.md). */

const UNIT = 100_000_000n;

export function ticketsPayload(
  row: Pick<TicketRow, 'week' | 'wagering_tickets' | 'gold_tickets'>,
): RaffleTickets {
  return {
    week: row.week,
    raffle_tickets_with_gold: Number(row.gold_tickets),
    raffle_tickets_with_wagering: Number(row.wagering_tickets),
  };
}

/** The player's tickets in the running week. */
export async function getTickets(deps: RaffleDeps, userId: string): Promise<RaffleTickets> {
  const week = raffleWeekOf(deps.now());
  const { wagering, gold } = await findTickets(deps.db, week, userId);
  return ticketsPayload({ week, wagering_tickets: wagering, gold_tickets: gold });
}

/** GET /api/raffle/tickets: the tickets, and the Gold the player can buy more with. */
export async function getMyTickets(deps: RaffleDeps, userId: string): Promise<RaffleTickets> {
  const [tickets, gold] = await Promise.all([
    getTickets(deps, userId),
    goldBalance(deps.db, userId),
  ]);
  return { ...tickets, gold_balance: unitsToDecimal(gold) };
}

/**
 * Buys `count` tickets of the running week with Gold: one ledger entry (GOLD) from the player's
 * `gold` pocket to `gold_issuance`, then the tickets, in one transaction. The ledger locks the
 * accounts first (ADR 015's lock order), and its conditional debit makes concurrent purchases
 * safe: the one the Gold cannot cover is refused and changes nothing.
 */
export async function buyTickets(
  deps: RaffleDeps,
  userId: string,
  count: number,
): Promise<RaffleBuyResult> {
  const settings = await getRaffleSettings(deps.db);
  if (!Number.isSafeInteger(count) || count < 1 || count > settings.maxTicketsPerPurchase) {
    throw new AppError('VALIDATION_FAILED', RAFFLE_MESSAGES.invalidCount);
  }
  const now = deps.now();
  const price = BigInt(count) * BigInt(settings.goldPerTicket) * UNIT;
  const { row, goldLeft } = await deps.db.transaction().execute(async (trx) => {
    const entry = await postEntryInTransaction({
      trx,
      idempotencyKey: `raffle_gold:${randomUUID()}`,
      kind: 'raffle_gold',
      reference: `${raffleWeekOf(now)}:${count}`,
      postings: [
        { account: playerAccount(userId, 'gold'), amount: -price },
        { account: houseAccount('gold_issuance', shardFor(userId)), amount: price },
      ],
    }).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', RAFFLE_MESSAGES.notEnoughGold);
      }
      throw error;
    });
    const week = await lockTicketWeek(trx, raffleWeekOf(now), now);
    const [updated] = await addTickets(trx, [{ week, userId, wagering: 0n, gold: BigInt(count) }]);
    const gold = entry.postings.find((p) => p.account.owner === 'player')?.balanceAfter ?? 0n;
    return { row: updated!, goldLeft: gold };
  });
  const tickets = ticketsPayload(row);
  const gold_balance = unitsToDecimal(goldLeft);
  emitTickets(deps.realtime, userId, { ...tickets, gold_balance });
  return { tickets, bought: count, gold_balance };
}
