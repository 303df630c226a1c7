import type {
  ConsoleActionResponse,
  ConsoleLootboxCode,
  CreateLootboxCodeRequest,
} from '@tengu/shared';
import type { DB } from '#app/db/database';
import { createLootboxCode, disableLootboxCode } from '#app/modules/lootbox/lootbox.operator';
import { operatorName, type ConsoleActor } from './console-audit.repository';
import { listCodesPage } from './rewards-admin.repository';

/**
 * The console's lootbox codes (ADR 045) over the lootbox module's operator functions (the ones
 * `npm run admin -- lootbox create|disable` runs), so both paths validate and audit alike.
 */

export async function lootboxCodesPage(
  db: DB,
  query: { q?: string | undefined },
  window: { limit: number; offset: number },
  now: Date,
): Promise<{ items: ConsoleLootboxCode[]; total: number }> {
  const { rows, total } = await listCodesPage(db, { q: query.q, ...window });
  return {
    items: rows.map((r) => ({
      code: r.code,
      active: r.active,
      usable:
        r.active &&
        (r.expires_at === null || r.expires_at > now) &&
        (r.max_uses === null || r.uses < r.max_uses),
      uses: r.uses,
      maxUses: r.max_uses,
      expiresAt: r.expires_at?.toISOString() ?? null,
      lastOpenedAt: r.last_opened_at ? new Date(r.last_opened_at).toISOString() : null,
      createdBy: r.created_by,
      createdAt: r.created_at.toISOString(),
    })),
    total,
  };
}

export async function createCode(
  db: DB,
  actor: ConsoleActor,
  request: CreateLootboxCodeRequest,
): Promise<ConsoleActionResponse> {
  const { auditId } = await createLootboxCode({
    db,
    operator: operatorName(actor),
    actor,
    code: request.code,
    maxUses: request.maxUses ?? null,
    expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
  });
  return { ok: true, auditId: String(auditId) };
}

export async function disableCode(
  db: DB,
  actor: ConsoleActor,
  code: string,
  reason: string | undefined,
): Promise<ConsoleActionResponse> {
  const { auditId } = await disableLootboxCode({
    db,
    operator: operatorName(actor),
    actor,
    code,
    reason,
  });
  return { ok: true, auditId: String(auditId) };
}
