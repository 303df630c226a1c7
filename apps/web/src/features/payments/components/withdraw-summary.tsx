import { useTranslation } from 'react-i18next';
import { formatAssetAmount, type AssetNetwork, type Language } from '@tengu/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeeUsd } from '../api/fee-usd';
import { formatSmallUsd } from '../payment-format';

/**
 * The fee and what arrives. One reading throughout (document 2 section 9, the withdraw modal's
 * table): the fee is in the asset's unit, exactly what the server deducts, with its dollar value
 * at the current price beside it; the received amount is the amount minus that fee.
 */
export function WithdrawSummary({
  symbol,
  on,
  received,
}: {
  symbol: string;
  on: AssetNetwork;
  received: bigint;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language as Language;
  const feeUsd = useFeeUsd(symbol, on.withdrawFee);
  return (
    <dl className="space-y-1.5 rounded-[var(--radius-control)] bg-ink-900 p-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-fog">{t('withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee" className="flex items-center gap-1.5 text-end tabular-nums">
          <span dir="ltr">
            {on.withdrawFee} {symbol}
          </span>
          {feeUsd.isPending && <Skeleton className="h-3 w-12" />}
          {feeUsd.data && (
            <span data-testid="withdraw-fee-usd" className="text-xs text-fog">
              {t('withdraw.feeUsd', { amount: formatSmallUsd(feeUsd.data.usdAmount, language) })}
            </span>
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold">
        <dt className="text-fog">{t('withdraw.received')}</dt>
        <dd data-testid="withdraw-received" dir="ltr" className="tabular-nums">
          {formatAssetAmount(received, on.decimals)} {symbol}
        </dd>
      </div>
    </dl>
  );
}
