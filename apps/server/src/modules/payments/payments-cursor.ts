import { AppError } from '#app/errors/app-error';

/** The opaque page cursor of deposit and withdrawal lists: base64url of "<iso time>|<uuid>". */
export function encodePageCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function decodePageCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  // A time like 2026-13-45 or a non-UUID id reached PostgreSQL and answered 500 (issue 15.5).
  const createdAt = match?.[1] ? new Date(match[1]) : null;
  const isRealTime = createdAt !== null && !Number.isNaN(createdAt.getTime());
  if (!isRealTime || !match?.[2] || createdAt.toISOString() !== match[1]) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor.');
  }
  return { createdAt, id: match[2] };
}
