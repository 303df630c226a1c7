import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useSetPrivacy } from '../api/set-privacy';
import { SettingsCard } from './settings-card';

/** Hides the player's name in the live bet tables and shared bets (issue 5, `bets:new`). */
export function PrivacyCard({ hideName }: { hideName: boolean }) {
  const { t } = useTranslation('privacy');
  const setPrivacy = useSetPrivacy();
  const isOn = setPrivacy.isPending ? !hideName : hideName;

  const toggle = () => {
    setPrivacy.mutate(
      { hide_name: !hideName },
      {
        onSuccess: (user) => toast.success(user.hide_name ? t('hiddenToast') : t('shownToast')),
        onError: () => toast.error(t('failed')),
      },
    );
  };

  return (
    <SettingsCard testId="privacy-card" icon={EyeOff} title={t('title')}>
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id="hide-name-label" className="font-semibold">
            {t('hideName')}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-fog">{t('hideNameHint')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby="hide-name-label"
          data-testid="hide-name-switch"
          disabled={setPrivacy.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:opacity-60',
            isOn ? 'bg-accent' : 'bg-ink-600',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              isOn
                ? 'translate-x-[22px] rtl:-translate-x-[22px]'
                : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
      </div>
    </SettingsCard>
  );
}
