import {
  RAFFLE_MESSAGES,
  RAFFLE_PLACES,
  RAFFLE_PRIZE_POOL_USD,
  unitsToDecimal,
  type RaffleDraw,
  type RaffleDrawDetail,
  type RaffleOverview,
} from '@tengu/shared';
import { AppError } from '#app/errors/app-error';
import { findRanges, findWinners } from './raffle-draw.repository';
import {
  ensureWeek,
  findLastDrawnWeek,
  findWeek,
  sumTickets,
  type RaffleWeekRow,
} from './raffle.repository';
import { getRaffleSettings } from './raffle-settings';
import { nextWeek, raffleWeekOf } from './raffle-weeks';
import type { RaffleDeps } from './raffle.deps';

/** The raffle's public read side: the running week, the last draw, a draw's published data. */

async function drawOf(deps: RaffleDeps, row: RaffleWeekRow): Promise<RaffleDraw> {
  const winners = await findWinners(deps.db, row.week);
  return {
    week: row.week,
    server_seed_hash: row.server_seed_hash,
    seed_committed_at: row.created_at.toISOString(),
    // Revealed only because the week is drawn (callers pass drawn weeks only).
    server_seed: row.server_seed,
    public_value: row.public_value ?? '',
    public_value_source: row.public_value_source ?? '',
    closed_at: (row.closed_at ?? row.ends_at).toISOString(),
    drawn_at: (row.drawn_at ?? row.ends_at).toISOString(),
    total_tickets: Number(row.total_tickets),
    winners: winners.map((w) => ({
      place: w.place,
      username: w.username,
      ticket: Number(w.ticket),
      prize_amount: unitsToDecimal(w.prize),
    })),
  };
}

export async function getOverview(deps: RaffleDeps): Promise<RaffleOverview> {
  const week = raffleWeekOf(deps.now());
  await ensureWeek(deps.db, week);
  await ensureWeek(deps.db, nextWeek(week));
  const [settings, current, next, total, last] = await Promise.all([
    getRaffleSettings(deps.db),
    findWeek(deps.db, week),
    findWeek(deps.db, nextWeek(week)),
    sumTickets(deps.db, week),
    findLastDrawnWeek(deps.db),
  ]);
  const drawAt = new Date(current!.ends_at.getTime() + settings.drawDelayMinutes * 60_000);
  return {
    current: {
      week,
      starts_at: current!.starts_at.toISOString(),
      ends_at: current!.ends_at.toISOString(),
      draw_at: drawAt.toISOString(),
      server_seed_hash: current!.server_seed_hash,
      total_tickets: Number(total),
    },
    next_server_seed_hash: next!.server_seed_hash,
    prize_pool: `${RAFFLE_PRIZE_POOL_USD}.00`,
    places: RAFFLE_PLACES,
    usd_per_ticket: settings.usdPerTicket,
    gold_per_ticket: settings.goldPerTicket,
    max_tickets_per_purchase: settings.maxTicketsPerPurchase,
    last_draw: last ? await drawOf(deps, last) : null,
  };
}

/** A drawn week's published data: seed, public value, winners and the whole ticket table. */
export async function getDrawDetail(deps: RaffleDeps, week: string): Promise<RaffleDrawDetail> {
  const row = await findWeek(deps.db, week);
  // Before its draw a week's seed is secret: the same answer as for a week that never was.
  if (!row || row.status !== 'drawn') throw new AppError('NOT_FOUND', RAFFLE_MESSAGES.drawNotFound);
  const [draw, ranges] = await Promise.all([drawOf(deps, row), findRanges(deps.db, week)]);
  return {
    ...draw,
    ranges: ranges.map((r) => ({ username: r.holder, first: r.first, count: r.count })),
  };
}
