import { Flame, Sparkles, Store, Tv, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';

type CategoryKey = 'slots' | 'liveCasino' | 'newReleases' | 'bonusBuys' | 'providers';

const CATEGORIES: readonly { key: CategoryKey; to: string; icon: LucideIcon; tint: string }[] = [
  { key: 'slots', to: '/casino/slots', icon: Sparkles, tint: 'text-fuchsia-300' },
  { key: 'liveCasino', to: '/casino/live-casino', icon: Tv, tint: 'text-sky-300' },
  { key: 'newReleases', to: '/casino/new-releases', icon: Flame, tint: 'text-orange-300' },
  { key: 'bonusBuys', to: '/casino/bonus-buys', icon: Zap, tint: 'text-gold' },
  { key: 'providers', to: '/casino/providers', icon: Store, tint: 'text-emerald-300' },
];

/** Quick ways into the lobby's game lists. */
export function LobbyCategories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lobby-title">
      <h2 id="lobby-title" className="mb-4 text-lg font-bold">
        {t('home.categoriesTitle')}
      </h2>
      <div className="grid grid-cols-2 gap-3 xs:grid-cols-3 lg:grid-cols-5">
        {CATEGORIES.map(({ key, to, icon: Icon, tint }) => (
          <LocalizedLink
            key={key}
            to={to}
            className="group flex items-center gap-3 rounded-[var(--radius-card)] bg-ink-800 p-3 ring-1 ring-ink-700 transition-colors hover:bg-ink-700 hover:ring-ink-600"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-ink-700 transition-colors group-hover:bg-ink-600">
              <Icon aria-hidden="true" className={`size-5 ${tint}`} />
            </span>
            <span className="truncate text-sm font-semibold">{t(`nav.${key}`)}</span>
          </LocalizedLink>
        ))}
      </div>
    </section>
  );
}
