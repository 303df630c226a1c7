import { EyeOff, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useReferredPlayers } from '../api/affiliate-api';
import { AffiliateCard } from './affiliate-card';
import { AffiliateLoadError } from './load-error';

/**
 * The players you referred: name (or hidden), joined date, the code that brought them, what they
 * wagered and the commission their bets earned you.
 */
export function ReferralsCard() {
  const { t } = useTranslation('affiliate');
  const referrals = useReferredPlayers();
  const language = currentLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  let body;
  if (referrals.isPending) {
    body = (
      <div data-testid="affiliate-referrals-loading" className="space-y-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
    );
  } else if (referrals.isError) {
    body = (
      <AffiliateLoadError
        testId="affiliate-referrals-error"
        onRetry={() => void referrals.refetch()}
      />
    );
  } else if (referrals.data.length === 0) {
    body = (
      <p data-testid="affiliate-referrals-empty" className="py-6 text-center text-sm text-fog">
        {t('referrals.empty')}
      </p>
    );
  } else {
    body = (
      <div className="-mx-1 overflow-x-auto">
        <table data-testid="affiliate-referrals-table" className="w-full text-sm">
          <thead>
            <tr className="text-start text-xs text-fog">
              <th className="px-1 pb-2 text-start font-semibold">{t('referrals.player')}</th>
              <th className="px-1 pb-2 text-start font-semibold">{t('referrals.joined')}</th>
              <th className="hidden px-1 pb-2 text-start font-semibold xs:table-cell">
                {t('referrals.code')}
              </th>
              <th className="px-1 pb-2 text-end font-semibold">{t('referrals.wagered')}</th>
              <th className="px-1 pb-2 text-end font-semibold">{t('referrals.commission')}</th>
            </tr>
          </thead>
          <tbody>
            {referrals.data.map((player, index) => (
              <tr
                key={`${player.joinedAt}-${index}`}
                data-testid="affiliate-referral-row"
                className="border-t border-ink-700"
              >
                <td className="max-w-32 truncate px-1 py-2 font-semibold">
                  {player.username ?? (
                    <span className="inline-flex items-center gap-1 text-fog">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      {t('referrals.hidden')}
                    </span>
                  )}
                </td>
                <td className="px-1 py-2 whitespace-nowrap text-fog">
                  {date.format(new Date(player.joinedAt))}
                </td>
                <td className="hidden px-1 py-2 font-mono text-xs text-fog xs:table-cell" dir="ltr">
                  {player.code ?? t('codes.default')}
                </td>
                <td className="px-1 py-2 text-end tabular-nums">
                  {formatUsd(player.wagered, language)}
                </td>
                <td
                  data-testid="affiliate-referral-commission"
                  className="px-1 py-2 text-end text-accent tabular-nums"
                >
                  {formatUsd(player.commission, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <AffiliateCard icon={Users} title={t('referrals.title')} testId="affiliate-referrals">
      {body}
    </AffiliateCard>
  );
}
