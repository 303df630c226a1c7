import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
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
        <Switch
          isOn={isOn}
          onToggle={toggle}
          labelledBy="hide-name-label"
          testId="hide-name-switch"
          disabled={setPrivacy.isPending}
        />
      </div>
    </SettingsCard>
  );
}
