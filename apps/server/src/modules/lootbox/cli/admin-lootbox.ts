import type { DB } from '#app/db/database';
import type { CodeRow } from '../lootbox.repository';
import { createLootboxCode, disableLootboxCode, listLootboxCodes } from '../lootbox.operator';

export const LOOTBOX_ADMIN_USAGE = `       npm run admin -- lootbox create CODE [max-uses=N] [expires=2027-01-31T23:59:59Z] [--operator NAME]
       npm run admin -- lootbox list
       npm run admin -- lootbox disable CODE [--operator NAME]`;

export function isLootboxAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'lootbox';
}

function line(code: CodeRow): string {
  const limit = code.max_uses === null ? 'unlimited' : `max ${code.max_uses}`;
  const expiry = code.expires_at ? `expires ${code.expires_at.toISOString()}` : 'no expiry';
  const state = code.active ? 'active' : 'disabled';
  return `${code.code}\t${state}\t${code.uses} opened (${limit})\t${expiry}\tby ${code.created_by}`;
}

/** `max-uses=N expires=ISO` after the code. */
function parseOptions(pairs: string[]): { maxUses: number | null; expiresAt: Date | null } {
  let maxUses: number | null = null;
  let expiresAt: Date | null = null;
  for (const pair of pairs) {
    const [key, value = ''] = pair.split('=', 2);
    if (key === 'max-uses' && /^\d+$/.test(value)) maxUses = Number(value);
    else if (key === 'expires' && value) expiresAt = new Date(value);
    else throw new Error(`unknown option ${JSON.stringify(pair)}\n${LOOTBOX_ADMIN_USAGE}`);
  }
  return { maxUses, expiresAt };
}

/**
 * `npm run admin -- lootbox …` (issue 17 item 2; docs/decisions/016-lootbox.md): the promo codes
 * that open a lootbox. Prints one line per result; throws with a readable message on a refusal.
 */
export async function runLootboxAdminCommand(options: {
  db: DB;
  positionals: string[];
  operator: string;
  print: (line: string) => void;
}): Promise<void> {
  const { db, positionals, operator, print } = options;
  const [, action, code, ...rest] = positionals;
  if (action === 'list' && code === undefined) {
    const codes = await listLootboxCodes(db);
    if (codes.length === 0) print('no lootbox codes');
    for (const row of codes) print(line(row));
    return;
  }
  if (action === 'create' && code) {
    const created = await createLootboxCode({ db, operator, code, ...parseOptions(rest) });
    print(`created ${line(created.code)} (audit ${created.auditId})`);
    return;
  }
  if (action === 'disable' && code && rest.length === 0) {
    const disabled = await disableLootboxCode({ db, operator, code });
    print(`disabled ${line(disabled.code)} (audit ${disabled.auditId})`);
    return;
  }
  throw new Error(LOOTBOX_ADMIN_USAGE);
}
