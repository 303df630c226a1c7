import { ArrowDownWideNarrow, ArrowUpNarrowWide, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { consoleApi } from '@/admin/console-api';
import { selectClass } from './form-fields';

/** Sort by one of a table's keys, ascending or descending (the server sorts). */
export function SortControl<K extends string>({
  id,
  value,
  dir,
  options,
  onChange,
}: {
  id: string;
  value: K;
  dir: 'asc' | 'desc';
  options: { key: K; label: string }[];
  onChange: (sort: { sort: K; dir: 'asc' | 'desc' }) => void;
}) {
  const { t } = useTranslation('admin');
  const Icon = dir === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex items-end gap-1">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-xs font-semibold text-fog">
          {t('withdrawals.sortBy')}
        </label>
        <select
          id={id}
          data-testid={id}
          value={value}
          onChange={(e) => onChange({ sort: e.target.value as K, dir })}
          className={selectClass}
        >
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="icon"
        className="h-11"
        aria-label={dir === 'asc' ? t('withdrawals.ascending') : t('withdrawals.descending')}
        title={dir === 'asc' ? t('withdrawals.ascending') : t('withdrawals.descending')}
        onClick={() => onChange({ sort: value, dir: dir === 'asc' ? 'desc' : 'asc' })}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * Downloads a table's CSV export (`<path>.csv` with the table's filter and sort) through the
 * console's API client, so the staff member's token and its refresh apply.
 */
export function CsvButton({
  path,
  query,
  testId,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = await consoleApi.get<string>(`${path}.csv`, {
        query,
        headers: { Accept: 'text/csv' },
      });
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${path.split('/').pop() ?? 'export'}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('common.loadError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      data-testid={testId}
      disabled={busy}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-3.5" />
      {t('withdrawals.exportCsv')}
    </Button>
  );
}
