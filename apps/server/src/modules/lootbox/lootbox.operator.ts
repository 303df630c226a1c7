import { LOOTBOX_CODE_PATTERN, normalizeLootboxCode } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { AppError } from '#app/errors/app-error';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { deactivateCode, insertCode, listCodes, type CodeRow } from './lootbox.repository';

/**
 * Promo codes are operator data (issue 17 item 2): created, listed and deactivated with
 * `npm run admin -- lootbox …`; every change writes `admin_audit` in the same transaction.
 */

function operatorName(operator: string): string {
  const name = operator.trim();
  if (!name) throw new AppError('BAD_REQUEST', 'An operator name is required.');
  return name;
}

function codeOf(raw: string | undefined): string {
  const code = normalizeLootboxCode(raw ?? '');
  if (!LOOTBOX_CODE_PATTERN.test(code)) {
    throw new AppError('BAD_REQUEST', 'A code is 3 to 32 letters, digits, - or _.');
  }
  return code;
}

export async function createLootboxCode(options: {
  db: DB;
  operator: string;
  code: string | undefined;
  maxUses?: number | null;
  expiresAt?: Date | null;
  /** The console's staff member and IP on the audit row (ADR 045); the CLI leaves it out. */
  actor?: { userId: string; ip: string };
}): Promise<{ code: CodeRow; auditId: bigint }> {
  const operator = operatorName(options.operator);
  const code = codeOf(options.code);
  const maxUses = options.maxUses ?? null;
  if (
    maxUses !== null &&
    (!Number.isSafeInteger(maxUses) || maxUses < 1 || maxUses > 2 ** 31 - 1)
  ) {
    throw new AppError('BAD_REQUEST', 'max-uses must be a whole number of at least 1.');
  }
  const expiresAt = options.expiresAt ?? null;
  if (expiresAt !== null && Number.isNaN(expiresAt.getTime())) {
    throw new AppError('BAD_REQUEST', 'expires must be a date, e.g. 2027-01-31T23:59:59Z.');
  }
  return options.db.transaction().execute(async (trx) => {
    const row = await insertCode(trx, {
      code,
      max_uses: maxUses,
      expires_at: expiresAt,
      created_by: operator,
    });
    if (!row) throw new AppError('CONFLICT', `The code ${code} exists already.`);
    const auditId = await insertAudit(trx, {
      operator,
      action: 'lootbox_code_create',
      targetUserId: null,
      details: { code, maxUses, expiresAt: expiresAt?.toISOString() ?? null },
      ledgerEntryId: null,
      actorUserId: options.actor?.userId ?? null,
      ip: options.actor?.ip ?? null,
    });
    return { code: row, auditId };
  });
}

export async function disableLootboxCode(options: {
  db: DB;
  operator: string;
  code: string | undefined;
  /** The console's staff member, IP and reason on the audit row (ADR 045). */
  actor?: { userId: string; ip: string };
  reason?: string | undefined;
}): Promise<{ code: CodeRow; auditId: bigint }> {
  const operator = operatorName(options.operator);
  const code = codeOf(options.code);
  return options.db.transaction().execute(async (trx) => {
    const row = await deactivateCode(trx, code);
    if (!row) throw new AppError('NOT_FOUND', `Unknown code: ${code}.`);
    const auditId = await insertAudit(trx, {
      operator,
      action: 'lootbox_code_disable',
      targetUserId: null,
      details: { code, ...(options.reason ? { reason: options.reason } : {}) },
      ledgerEntryId: null,
      actorUserId: options.actor?.userId ?? null,
      ip: options.actor?.ip ?? null,
    });
    return { code: row, auditId };
  });
}

export function listLootboxCodes(db: DB): Promise<CodeRow[]> {
  return listCodes(db);
}

/** Demo data (db/seed): the WELCOME code, active, without limits. Idempotent. */
export async function seedLootboxCodes(db: DB): Promise<number> {
  const created = await db
    .insertInto('lootbox_codes')
    .values({ code: 'WELCOME', created_by: 'demo-seed' })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  return created.length;
}
