import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/** A compact, horizontally scrollable table (desktop-first, usable on a tablet). */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table data-testid={testId} className="w-full min-w-[640px] text-start text-sm">
        <thead>
          <tr className="border-b border-ink-700 text-xs text-fog">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn('px-4 py-2 text-start font-semibold', c.className)}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b border-ink-700/60 last:border-0 hover:bg-ink-700/40"
            >
              {columns.map((c) => (
                <td key={c.key} className={cn('px-4 py-2 align-top', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next over a server-paginated list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 border-t border-ink-700 px-4 py-2 text-xs text-fog">
      <span>{t('common.pageOf', { page, pages })}</span>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </Button>
    </div>
  );
}

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** A server-paginated table: one page of rows and the pager under it. */
export function PagedTable<T>({
  page,
  pageSize,
  total,
  onPage,
  ...table
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId?: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <DataTable {...table} />
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}
