import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendVerificationEmail } from '@/features/auth/api/resend-verification-email';
import { SettingsCard, StatusBadge } from './settings-card';

/** Email verification status; withdrawals need a verified email (spec document 2 section 6). */
export function EmailStatusCard({
  email,
  isVerified,
}: {
  email: string | null;
  isVerified: boolean;
}) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  const badge = email ? (
    <StatusBadge
      isOn={isVerified}
      label={isVerified ? t('settings.email.verified') : t('settings.email.unverified')}
      testId="email-status"
    />
  ) : undefined;

  return (
    <SettingsCard
      icon={Mail}
      title={t('settings.email.title')}
      badge={badge}
      testId="settings-email"
    >
      <p className="font-semibold break-all">
        {email ? (
          <bdi dir="ltr" data-testid="settings-email-address">
            {email}
          </bdi>
        ) : (
          t('settings.email.none')
        )}
      </p>
      {email && !isVerified && (
        <div className="mt-3 flex flex-col items-start gap-3 md:flex-row md:items-center md:justify-between">
          <p className="min-w-0 text-fog md:flex-1">{t('settings.email.unverifiedHint')}</p>
          <Button
            variant="secondary"
            disabled={resend.isPending || resend.isSuccess}
            data-testid="email-resend"
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () =>
                  toast.success(t('auth.toasts.checkEmailTitle'), {
                    description: t('settings.email.resent'),
                  }),
                onError: () => toast.error(t('auth.toasts.genericError')),
              })
            }
          >
            {t('settings.email.resend')}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
