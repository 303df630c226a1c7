import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '@tengu/shared';

/** The new secret as a QR code and as text, for apps that cannot scan. */
export function TwoFactorSetup({
  setup,
  children,
}: {
  setup: TwoFactorSetupResponse;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(setup.secret).then(() => setIsCopied(true));
  };
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-start">
      <img
        src={setup.qrCodeDataUrl}
        alt={t('settings.twoFactor.qrAlt')}
        data-testid="two-factor-qr"
        width={180}
        height={180}
        className="size-[180px] shrink-0 self-center rounded-[var(--radius-control)] bg-white p-2 md:self-start"
      />
      <div className="min-w-0 flex-1 space-y-4">
        <p className="leading-relaxed text-fog">{t('settings.twoFactor.scan')}</p>
        <div>
          <p className="mb-1.5 text-xs font-semibold text-fog">
            {t('settings.twoFactor.secretLabel')}
          </p>
          <div className="flex items-center gap-2">
            <code
              dir="ltr"
              data-testid="two-factor-secret"
              className="min-w-0 flex-1 rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 font-mono text-xs break-all text-white"
            >
              {setup.secret}
            </code>
            <button
              type="button"
              onClick={copy}
              aria-label={isCopied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
              className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog hover:bg-ink-700 hover:text-white"
            >
              {isCopied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
