import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TwoFactorSetupResponse } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { useDisableTwoFactor } from '@/features/settings/api/disable-two-factor';
import { useEnableTwoFactor } from '@/features/settings/api/enable-two-factor';
import { useSetupTwoFactor } from '@/features/settings/api/setup-two-factor';
import { CodeForm } from './code-form';
import { SettingsCard, StatusBadge } from './settings-card';
import { TwoFactorSetup } from './two-factor-setup';

type Step =
  { name: 'idle' } | { name: 'setup'; setup: TwoFactorSetupResponse } | { name: 'disable' };

/** Two-factor authentication: enable with the QR code, disable with a current code. */
export function TwoFactorCard({
  isEnabled,
  onChanged,
}: {
  isEnabled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const setup = useSetupTwoFactor();
  const reset = () => setStep({ name: 'idle' });
  const done = (message: string) => {
    toast.success(message);
    reset();
    onChanged();
  };
  const onCodeError = () =>
    toast.error(t('auth.toasts.invalid2faTitle'), { description: t('auth.toasts.invalid2fa') });
  const enable = useEnableTwoFactor({
    onChanged: () => done(t('settings.twoFactor.enabledToast')),
  });
  const disable = useDisableTwoFactor({
    onChanged: () => done(t('settings.twoFactor.disabledToast')),
  });

  const startSetup = () =>
    setup.mutate(undefined, {
      onSuccess: (result) => setStep({ name: 'setup', setup: result }),
      onError: () => toast.error(t('auth.toasts.genericError')),
    });

  return (
    <SettingsCard
      icon={ShieldCheck}
      title={t('settings.twoFactor.title')}
      description={
        isEnabled ? t('settings.twoFactor.enabledHint') : t('settings.twoFactor.disabledHint')
      }
      badge={
        <StatusBadge
          isOn={isEnabled}
          label={isEnabled ? t('settings.twoFactor.enabled') : t('settings.twoFactor.disabled')}
          testId="two-factor-status"
        />
      }
      testId="settings-two-factor"
    >
      {step.name === 'setup' && !isEnabled ? (
        <TwoFactorSetup setup={step.setup}>
          <CodeForm
            submitLabel={t('settings.twoFactor.confirmEnable')}
            isPending={enable.isPending}
            onSubmit={(code) => enable.mutate(code, { onError: onCodeError })}
            onCancel={reset}
          />
        </TwoFactorSetup>
      ) : step.name === 'disable' && isEnabled ? (
        <div className="space-y-3">
          <p className="text-fog">{t('settings.twoFactor.disablePrompt')}</p>
          <CodeForm
            submitLabel={t('settings.twoFactor.disable')}
            isPending={disable.isPending}
            onSubmit={(code) => disable.mutate(code, { onError: onCodeError })}
            onCancel={reset}
            variant="secondary"
          />
        </div>
      ) : isEnabled ? (
        <Button
          variant="secondary"
          onClick={() => setStep({ name: 'disable' })}
          data-testid="two-factor-disable"
        >
          {t('settings.twoFactor.disable')}
        </Button>
      ) : (
        <Button onClick={startSetup} disabled={setup.isPending} data-testid="two-factor-enable">
          {t('settings.twoFactor.enable')}
        </Button>
      )}
    </SettingsCard>
  );
}
