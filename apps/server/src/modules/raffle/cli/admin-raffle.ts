import { raffleSettingsSchema, type RaffleSettings } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { Realtime } from '#app/realtime/realtime';
import { runDueDraws } from '../draw.service';
import { ticketTablePublicValue } from '../public-value';
import { getRaffleSettings, setRaffleSettings } from '../raffle-settings';

export const RAFFLE_ADMIN_USAGE = `       npm run admin -- raffle show
       npm run admin -- raffle set key=value [key=value …] [--operator NAME]
       npm run admin -- raffle draw          (draws every week that is due now)`;

export function isRaffleAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'raffle';
}

const KEYS = Object.keys(raffleSettingsSchema.shape) as Array<keyof RaffleSettings>;

/** `key=value` pairs → a settings patch (every raffle setting is a whole number). */
export function parseRafflePatch(pairs: string[]): Partial<RaffleSettings> {
  if (pairs.length === 0) throw new Error(`raffle set needs key=value\n${RAFFLE_ADMIN_USAGE}`);
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at) as keyof RaffleSettings;
    const value = pair.slice(at + 1).trim();
    if (at <= 0 || !KEYS.includes(key)) {
      throw new Error(`unknown setting ${JSON.stringify(pair)}; settings: ${KEYS.join(', ')}`);
    }
    patch[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return patch as Partial<RaffleSettings>;
}

function show(settings: RaffleSettings, print: (line: string) => void) {
  for (const key of KEYS) print(`${key}=${settings[key]}`);
}

/**
 * `npm run admin -- raffle …` (issue 17; docs/decisions/018-raffle.md): shows and changes the
 * raffle's operator settings (validated as a whole, audited in `admin_audit`), and runs the
 * draws that are due (the servers' schedule does it within a minute anyway).
 */
export async function runRaffleAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
  realtime?: Realtime | null;
  now?: () => Date;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [, action, ...rest] = positionals;
  if (action === 'show' && rest.length === 0) {
    show(await getRaffleSettings(db), print);
    return;
  }
  if (action === 'set') {
    const parsed = raffleSettingsSchema.partial().safeParse(parseRafflePatch(rest));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`invalid ${issue?.path.join('.') ?? 'setting'}: ${issue?.message ?? ''}`);
    }
    const settings = await setRaffleSettings(db, parsed.data, operator);
    print(`raffle settings changed by ${operator} (audited):`);
    show(settings, print);
    return;
  }
  if (action === 'draw' && rest.length === 0) {
    const outcomes = await runDueDraws({
      db,
      realtime: options.realtime ?? null,
      now: options.now ?? (() => new Date()),
      publicValue: ticketTablePublicValue,
    });
    const weeks = Object.entries(outcomes);
    if (weeks.length === 0) print('no raffle week is due');
    for (const [week, outcome] of weeks) print(`raffle week ${week}: ${outcome}`);
    return;
  }
  throw new Error(RAFFLE_ADMIN_USAGE);
}
