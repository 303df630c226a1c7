import { useTranslation } from 'react-i18next';
import { useAuthModalStore } from '@/features/auth/auth-modal-store';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { CASINO, SPORTS } from './nav-items';

const pill = (isActive: boolean) =>
  cn(
    'flex h-9 flex-1 cursor-pointer items-center justify-center rounded-md text-xs font-bold uppercase tracking-wide transition-colors',
    isActive ? 'bg-accent text-white shadow' : 'text-fog hover:text-white',
  );

/** The Casino / Sports switch at the top of the sidebar (spec document 1 section 2). */
export function SportsSwitch({ activeId }: { activeId: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const openAuth = useAuthModalStore((s) => s.open);
  const isSports = activeId === SPORTS.id;

  return (
    <div className="flex flex-1 gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
      <LocalizedLink to={CASINO.to} className={pill(!isSports)} data-testid="switch-casino">
        {t('nav.casino')}
      </LocalizedLink>
      {isLoggedIn ? (
        <LocalizedLink to={SPORTS.to} className={pill(isSports)} data-testid="switch-sports">
          {t('nav.sports')}
        </LocalizedLink>
      ) : (
        <button
          type="button"
          className={pill(false)}
          data-testid="switch-sports"
          onClick={() => openAuth('register', { isGateReason: true })}
        >
          {t('nav.sports')}
        </button>
      )}
    </div>
  );
}
