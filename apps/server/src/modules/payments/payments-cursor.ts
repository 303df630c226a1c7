import { AppError } from '#app/errors/app-error';

/** The opaque page cursor of deposit and withdrawal lists: base64url of "<iso time>|<uuid>". */
export function encodePageCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/i;

export function decodePageCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1] || !match[2]) throw new AppError('BAD_REQUEST', 'Invalid cursor.');
  return { createdAt: new Date(match[1]), id: match[2] };
}
