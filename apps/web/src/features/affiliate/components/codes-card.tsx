import type { AffiliateOverview } from '@tengu/shared';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/ui/copy-field';
import { currentLanguage } from '@/lib/i18n';
import { AffiliateCard } from './affiliate-card';
import { CreateCodeForm } from './create-code-form';

/** The link a code shares: the site's home with `?r=CODE`. */
export function campaignLink(code: string): string {
  return `${window.location.origin}/?r=${encodeURIComponent(code)}`;
}

/** Your default code and campaigns: link with copy button, clicks and sign-ups each. */
export function CodesCard({ overview }: { overview: AffiliateOverview }) {
  const { t } = useTranslation('affiliate');
  const number = new Intl.NumberFormat(currentLanguage());
  const campaigns = overview.codes.length - 1;
  return (
    <AffiliateCard
      icon={Link2}
      title={t('codes.title')}
      testId="affiliate-codes"
      action={
        <span className="shrink-0 text-xs text-fog">
          {t('codes.count', { used: campaigns, max: overview.maxCodes })}
        </span>
      }
    >
      <ul className="space-y-3">
        {overview.codes.map((code) => {
          const id = `affiliate-link-${code.code.toLowerCase()}`;
          return (
            <li
              key={code.id ?? 'default'}
              data-testid="affiliate-code-row"
              className="rounded-[var(--radius-control)] border border-ink-700 bg-ink-900/40 p-3"
            >
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="flex min-w-0 items-baseline gap-2 text-sm font-bold">
                  <span className="truncate">
                    {code.id === null ? t('codes.default') : code.name}
                  </span>
                  <span className="truncate font-mono text-xs font-normal text-fog" dir="ltr">
                    {code.code}
                  </span>
                </p>
                <p className="shrink-0 text-xs text-fog tabular-nums">
                  <span data-testid={`${id}-clicks`}>
                    {t('codes.clicks', { formatted: number.format(code.clicks) })}
                  </span>
                  {' · '}
                  <span data-testid={`${id}-signups`}>
                    {t('codes.signups', { formatted: number.format(code.signups) })}
                  </span>
                </p>
              </div>
              <CopyField
                id={id}
                label={t('codes.link')}
                value={campaignLink(code.code)}
                copyLabel={t('codes.copy')}
                copiedLabel={t('codes.copied')}
              />
            </li>
          );
        })}
      </ul>
      {campaigns < overview.maxCodes ? (
        <CreateCodeForm />
      ) : (
        <p className="mt-4 text-sm text-fog">{t('errors.tooManyCodes')}</p>
      )}
    </AffiliateCard>
  );
}
