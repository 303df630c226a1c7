import { Check } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';

/**
 * The sign-up consent box: checked by default, required (spec document 2 section 5). 'Terms'
 * opens the Terms page in a new tab, so the half-filled form stays (issue 14 item 6).
 */
export function ConsentCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'consent'>;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label
        htmlFor="signup-consent"
        className="flex cursor-pointer items-start gap-3 text-xs leading-relaxed text-fog"
      >
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id="signup-consent"
            type="checkbox"
            data-testid="signup-consent"
            aria-invalid={!!error || undefined}
            className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-ink-500 bg-ink-900 checked:border-accent checked:bg-accent"
            {...registration}
          />
          <Check
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
            strokeWidth={3}
          />
        </span>
        <span>
          <Trans
            t={t}
            i18nKey="auth.signup.consent"
            components={{
              terms: (
                <LocalizedLink
                  to="/terms"
                  target="_blank"
                  rel="noopener"
                  data-testid="signup-terms-link"
                  className="font-semibold text-white underline underline-offset-2 hover:text-accent"
                />
              ),
            }}
          />
        </span>
      </label>
      {error && (
        <p role="alert" data-testid="signup-consent-error" className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
