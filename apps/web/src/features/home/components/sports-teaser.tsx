import { ChevronRight, Volleyball } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';

/** Casino & Sports tab: the way into the sportsbook (which needs an account, like the sidebar's). */
export function SportsTeaser({ isLoggedIn, onGate }: { isLoggedIn: boolean; onGate: () => void }) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-500/20 ring-1 ring-emerald-400/30">
        <Volleyball aria-hidden="true" className="size-6 text-emerald-300" />
      </span>
      <span className="min-w-0 flex-1 text-start">
        <span className="block font-bold">{t('home.sportsTitle')}</span>
        <span className="block text-sm text-fog">{t('home.sportsText')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-fog rtl:-scale-x-100" />
    </>
  );
  const className =
    'flex w-full cursor-pointer items-center gap-4 rounded-[var(--radius-card)] bg-gradient-to-r from-emerald-900/40 to-ink-800 p-4 ring-1 ring-ink-700 transition-colors hover:ring-ink-600';
  return (
    <section aria-label={t('nav.sports')} data-testid="home-sports">
      {isLoggedIn ? (
        <LocalizedLink to="/sports/home" className={className}>
          {body}
        </LocalizedLink>
      ) : (
        <button type="button" onClick={onGate} className={className}>
          {body}
        </button>
      )}
    </section>
  );
}
