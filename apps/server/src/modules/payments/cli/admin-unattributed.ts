import { formatAssetAmount, NETWORK_IDS } from '@tengu/shared';
import type { DB } from '#app/db/database';
import type { UnattributedDepositStatus } from '#app/db/schema';
import {
  assignUnattributedDeposit,
  listUnattributedDeposits,
  resolveUnattributedDeposit,
} from '../unattributed-deposits.service';

export const UNATTRIBUTED_ADMIN_USAGE = `       npm run admin -- deposits unattributed [--network ton|xrp] [--status HELD|ASSIGNED|RESOLVED|ALL]
       npm run admin -- deposits unattributed assign ID --user NAME [--operator NAME]
       npm run admin -- deposits unattributed resolve ID --reason "sent back in tx …" | "operator top-up" [--operator NAME]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = ['HELD', 'ASSIGNED', 'RESOLVED'] as const;

export function isUnattributedAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'deposits' && positionals[1] === 'unattributed';
}

/**
 * `npm run admin -- deposits unattributed …` (issue 19; docs/decisions/026-ton-adapter.md):
 * payments to a tag network's operator address (TON memo, XRP destination tag) that carried no
 * tag or one no player has. Listed (HELD by default), assigned to a player (the watcher then
 * credits it once, at its confirmations), or resolved with a note (sent back by hand; the operator's own top-up).
 */
export async function runUnattributedAdminCommand(options: {
  db: DB;
  positionals: string[];
  values: { network?: string; status?: string; user?: string; reason?: string };
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, values, operator, print } = options;
  const [, , action, id, ...extra] = options.positionals;
  if (extra.length) {
    throw new Error(`unexpected arguments: ${extra.join(' ')}\n${UNATTRIBUTED_ADMIN_USAGE}`);
  }
  if (action === undefined || action === 'list') {
    const network = values.network?.toLowerCase();
    if (network && !(NETWORK_IDS as readonly string[]).includes(network)) {
      throw new Error(`unknown network ${values.network}\n${UNATTRIBUTED_ADMIN_USAGE}`);
    }
    const status = (values.status ?? 'HELD').toUpperCase();
    if (status !== 'ALL' && !(STATUSES as readonly string[]).includes(status)) {
      throw new Error(UNATTRIBUTED_ADMIN_USAGE);
    }
    const rows = await listUnattributedDeposits(db, {
      network,
      status: status === 'ALL' ? undefined : (status as UnattributedDepositStatus),
    });
    if (rows.length === 0) {
      print(
        `no ${status === 'ALL' ? '' : `${status} `}unattributed deposits${network ? ` on ${network}` : ''}`,
      );
    }
    for (const row of rows) {
      const amount = formatAssetAmount(BigInt(row.asset_amount), row.asset_decimals);
      const tag = row.tag === null ? 'no memo/tag' : `memo/tag ${JSON.stringify(row.tag)}`;
      const resolved =
        row.status === 'HELD'
          ? ''
          : `  ${row.status} by ${row.resolved_by ?? '?'}${row.deposit_id ? ` (deposit ${row.deposit_id})` : ''}${row.note ? `: ${row.note}` : ''}`;
      print(
        `${row.id}  ${row.created_at.toISOString()}  ${amount} ${row.asset} on ${row.network}` +
          ` → ${row.address} ${tag}  tx ${row.txid}${row.status === 'HELD' ? '  HELD' : resolved}`,
      );
    }
    return;
  }
  if (!id || !UUID.test(id)) throw new Error(`not an unattributed deposit id: ${id ?? ''}`);
  if (action === 'assign') {
    if (!values.user) throw new Error(`--user is required\n${UNATTRIBUTED_ADMIN_USAGE}`);
    const done = await assignUnattributedDeposit({ db, id, username: values.user, operator });
    print(
      `unattributed deposit ${id} assigned to ${done.username} by ${operator}: deposit ${done.depositId}, credited by the watcher at its confirmations`,
    );
    return;
  }
  if (action === 'resolve') {
    if (!values.reason) throw new Error(`--reason is required\n${UNATTRIBUTED_ADMIN_USAGE}`);
    await resolveUnattributedDeposit({ db, id, operator, note: values.reason });
    print(`unattributed deposit ${id} marked RESOLVED by ${operator}`);
    return;
  }
  throw new Error(UNATTRIBUTED_ADMIN_USAGE);
}
