import { unitsToDecimal } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { listCampaigns } from '../free-spins.repository';

export const FREE_SPINS_ADMIN_USAGE = `       npm run admin -- free-spins list [pending|granted|refused]`;

export function isFreeSpinsAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'free-spins';
}

const STATES = ['pending', 'granted', 'refused'] as const;

/**
 * `npm run admin -- free-spins list [state]` (issue 20; docs/decisions/033-free-spin-tips.md):
 * the latest free-spin campaigns, so an operator sees the ones a provider has not answered yet
 * (pending: retried every 30 s by the servers) and why.
 */
export async function runFreeSpinsAdminCommand(options: {
  db: DB;
  positionals: string[];
  print: (line: string) => void;
}): Promise<void> {
  const [, action, state, ...rest] = options.positionals;
  const filter = STATES.find((s) => s === state);
  if (action !== 'list' || rest.length > 0 || (state !== undefined && !filter)) {
    throw new Error(FREE_SPINS_ADMIN_USAGE);
  }
  const rows = await listCampaigns(options.db, filter ?? null, 100);
  if (rows.length === 0) options.print('no free-spin campaigns');
  for (const row of rows) {
    options.print(
      [
        row.id,
        row.state,
        `${row.source} for ${row.username}`,
        `${row.spins} × $${unitsToDecimal(row.spin_value)} on ${row.provider_id}/${row.game_code}`,
        `attempts ${row.attempts}`,
        row.created_at.toISOString(),
        row.last_error ?? '',
      ].join('\t'),
    );
  }
}
