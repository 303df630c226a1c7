import type { auditQuerySchema, AuditResponse } from '@tengu/shared';
import type { z } from 'zod';
import type { DB } from '#app/db/database';
import { listAudit } from './console-audit.repository';

/** The audit log, newest first, filterable by operator, action, player and days (UTC). */
export async function getAuditLog(options: {
  db: DB;
  query: z.output<typeof auditQuerySchema>;
}): Promise<AuditResponse> {
  const { page, pageSize, actor, action, player, from, to } = options.query;
  const { rows, total } = await listAudit(options.db, {
    actor,
    action,
    player,
    from,
    to,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      operator: r.operator,
      action: r.action,
      targetUserId: r.target_user_id,
      targetUsername: r.target_username,
      details: r.details,
      ip: r.ip,
      createdAt: r.created_at.toISOString(),
    })),
    page,
    pageSize,
    total,
  };
}
