import type { ReviewWithdrawal } from '@tengu/shared';
import { AlertTriangle, Baby, Link2, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

function Hint({
  on,
  icon,
  label,
  explain,
  testId,
}: {
  on: boolean;
  icon: ReactNode;
  label: string;
  explain: string;
  testId: string;
}) {
  return (
    <span
      data-testid={testId}
      data-on={on}
      title={explain}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap',
        on ? 'bg-amber-500/15 text-amber-300' : 'bg-ink-700 text-fog',
      )}
    >
      {icon}
      {label}
    </span>
  );
}

/**
 * The server's risk hints of a withdrawal, each with its figure and what it means on hover:
 * amber when it applies. Hints inform the review; they decide nothing.
 */
export function RiskHints({
  risk,
  thresholds,
}: {
  risk: ReviewWithdrawal['risk'];
  thresholds: { largeAmount: string; newAccountDays: number };
}) {
  const { t } = useTranslation('admin');
  const ratio = risk.wagerRatio === null ? '—' : `${risk.wagerRatio}×`;
  const icon = 'size-3';
  return (
    <div className="flex max-w-xs flex-wrap gap-1">
      <Hint
        testId="risk-new-account"
        on={risk.newAccount}
        icon={<Baby aria-hidden="true" className={icon} />}
        label={t('withdrawals.risk.age', { days: risk.accountAgeDays })}
        explain={t('withdrawals.risk.newAccountHelp', { days: thresholds.newAccountDays })}
      />
      <Hint
        testId="risk-wager"
        on={risk.lowWager}
        icon={<Scale aria-hidden="true" className={icon} />}
        label={t('withdrawals.risk.wager', { ratio })}
        explain={t('withdrawals.risk.wagerHelp', {
          wagered: risk.wagered,
          deposited: risk.deposited,
        })}
      />
      <Hint
        testId="risk-address"
        on={risk.addressSharedWith > 0}
        icon={<Link2 aria-hidden="true" className={icon} />}
        label={t('withdrawals.risk.address', { players: risk.addressSharedWith })}
        explain={t('withdrawals.risk.addressHelp')}
      />
      {risk.largeAmount && (
        <Hint
          testId="risk-large"
          on
          icon={<AlertTriangle aria-hidden="true" className={icon} />}
          label={t('withdrawals.risk.large')}
          explain={t('withdrawals.risk.largeHelp', { amount: thresholds.largeAmount })}
        />
      )}
    </div>
  );
}

/** What each hint means, visible without hovering (tablets): a collapsible legend. */
export function RiskLegend({
  thresholds,
}: {
  thresholds: { largeAmount: string; newAccountDays: number };
}) {
  const { t } = useTranslation('admin');
  const item = 'flex gap-2';
  const icon = 'mt-0.5 size-3.5 shrink-0 text-amber-300';
  return (
    <details
      className="border-t border-ink-700 px-4 py-2 text-xs text-fog"
      data-testid="risk-legend"
    >
      <summary className="cursor-pointer font-semibold select-none">
        {t('withdrawals.risk.legend')}
      </summary>
      <ul className="mt-2 grid gap-1.5 md:grid-cols-2">
        <li className={item}>
          <Baby aria-hidden="true" className={icon} />
          {t('withdrawals.risk.newAccountHelp', { days: thresholds.newAccountDays })}
        </li>
        <li className={item}>
          <Scale aria-hidden="true" className={icon} />
          {t('withdrawals.risk.wagerLegend')}
        </li>
        <li className={item}>
          <Link2 aria-hidden="true" className={icon} />
          {t('withdrawals.risk.addressHelp')}
        </li>
        <li className={item}>
          <AlertTriangle aria-hidden="true" className={icon} />
          {t('withdrawals.risk.largeHelp', { amount: thresholds.largeAmount })}
        </li>
      </ul>
    </details>
  );
}
