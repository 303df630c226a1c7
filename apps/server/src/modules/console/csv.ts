import type { FastifyReply } from 'fastify';

/** One column of a CSV export: its header and how a row's cell is written. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * RFC 4180 text: a header line, then one line per row; a cell with a comma, quote or line break
 * is quoted. A cell starting with = + - @ (a spreadsheet formula) is prefixed with ' so opening
 * the export never runs a formula a player typed (an address, a username).
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (cells: string[]) => cells.map(escapeCell).join(',');
  return [
    line(columns.map((c) => c.header)),
    ...rows.map((row) => line(columns.map((c) => String(c.value(row) ?? '')))),
  ].join('\r\n');
}

function escapeCell(cell: string): string {
  const safe = /^[=+\-@\t\r]/.test(cell) && !/^-?\d/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Sends a CSV download named `<name>-<date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now: Date): FastifyReply {
  const date = now.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(csv);
}
