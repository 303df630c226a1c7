import type { Transaction } from 'kysely';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { ensureWeek, lockOpenWeek } from './raffle.repository';
import { nextWeek, raffleWeekOf } from './raffle-weeks';

/**
 * The week new tickets go to, FOR SHARE locked (docs/decisions/018-raffle.md): `preferred` (the
 * week of the bet, or of the purchase) while it is open; once it has closed, the running week
 * (then the one after, if the running week has closed too: a clock just past a Friday).
 */
export async function lockTicketWeek(
  trx: Transaction<Database>,
  preferred: string,
  now: Date,
): Promise<string> {
  const current = raffleWeekOf(now);
  const candidates = [...new Set([preferred, current, nextWeek(current)])];
  for (const week of candidates) {
    await ensureWeek(trx, week);
    if (await lockOpenWeek(trx, week)) return week;
  }
  throw new AppError('INTERNAL', 'Internal error', {
    internal: `no open raffle week at ${now.toISOString()}`,
  });
}
