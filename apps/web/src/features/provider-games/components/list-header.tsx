import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A game list's title, subtitle and (when known) its number of games. */
export function ListHeader({
  icon: Icon,
  title,
  subtitle,
  total,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  total?: number;
}) {
  const { t } = useTranslation('provider-games');
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <span className="truncate">{title}</span>
        </h1>
        <p className="mt-1 text-sm text-fog">{subtitle}</p>
      </div>
      {total !== undefined && (
        <span
          data-testid="games-total"
          className="rounded-full bg-ink-700 px-3 py-1 text-xs font-semibold text-fog"
        >
          {t('lists.gamesLabel')}: <span className="text-white">{total}</span>
        </span>
      )}
    </header>
  );
}
