import { ExternalLink, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NETWORKS, type DepositRecord, type Language, type WithdrawalRecord } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/formatters';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useDeposit } from '../api/get-deposits';
import { useWithdrawal } from '../api/get-withdrawals';
import { StatusTracker } from './status-tracker';

/** The Deposit/Withdrawal detail modal with its status tracker (spec document 2 section 4). */
export function PaymentDetailModal({
  kind,
  id,
  onClose,
}: {
  kind: 'deposit' | 'withdrawal';
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'deposit' ? t('detail.depositTitle') : t('detail.withdrawalTitle')}
      closeLabel={t('common.close')}
      testId="payment-detail-modal"
    >
      {kind === 'deposit' ? <DepositDetail id={id} /> : <WithdrawalDetail id={id} />}
    </Modal>
  );
}

function DepositDetail({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  const query = useDeposit(id);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError onRetry={() => void query.refetch()} />;
  const deposit = query.data;
  return (
    <div className="space-y-5">
      <StatusTracker
        status={deposit.status}
        processingDetail={t('detail.waitingConfirmations', {
          count: deposit.confirmations,
          required: deposit.required_confirmations,
        })}
      />
      <RecordFacts record={deposit} />
    </div>
  );
}

function WithdrawalDetail({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  const query = useWithdrawal(id);
  const cancel = useCancelWithdrawal();
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailError onRetry={() => void query.refetch()} />;
  const withdrawal = query.data;
  const onCancel = () =>
    cancel.mutate(withdrawal.id, {
      onSuccess: () =>
        toast.success(t('detail.cancelled_toast'), { description: t('detail.cancelledDetail') }),
      onError: () =>
        toast.error(t('detail.cancelFailedTitle'), { description: t('detail.cancelFailed') }),
    });
  return (
    <div className="space-y-5">
      <StatusTracker status={withdrawal.status} />
      <RecordFacts record={withdrawal} />
      {withdrawal.status === 'PENDING' && (
        <Button
          variant="secondary"
          className="w-full"
          data-testid="cancel-withdrawal"
          disabled={cancel.isPending}
          onClick={onCancel}
        >
          {cancel.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {cancel.isPending ? t('detail.cancelling') : t('detail.cancel')}
        </Button>
      )}
    </div>
  );
}

function RecordFacts({ record }: { record: DepositRecord | WithdrawalRecord }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language as Language;
  const rows: [string, ReactNode, string?][] = [
    [t('detail.amount'), `${record.asset_amount} ${record.asset}`, 'detail-amount'],
  ];
  if (record.fiat_amount !== null)
    rows.push([t('detail.value'), formatUsd(record.fiat_amount, language)]);
  rows.push([t('detail.network'), NETWORKS[record.network].name]);
  if (record.kind === 'withdrawal') {
    rows.push([t('detail.fee'), `${record.fee} ${record.asset}`]);
    rows.push([
      t('detail.received'),
      `${record.received_amount} ${record.asset}`,
      'detail-received',
    ]);
  }
  if (record.to_address) {
    rows.push([
      t('detail.address'),
      <span className="font-mono text-xs break-all">{record.to_address}</span>,
    ]);
  }
  if (record.tag) rows.push([t('detail.tag'), record.tag]);
  rows.push([
    t('detail.date'),
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(record.created_at),
    ),
  ]);
  if (record.txid) {
    rows.push([
      t('detail.transaction'),
      record.transaction_link ? (
        <a
          href={record.transaction_link}
          target="_blank"
          rel="noreferrer noopener"
          data-testid="detail-tx-link"
          className="inline-flex items-center gap-1 text-accent hover:underline"
        >
          {t('detail.viewOnExplorer')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : (
        <span className="text-xs text-fog">
          {record.simulated ? t('detail.simulated') : record.txid}
        </span>
      ),
      'detail-transaction',
    ]);
  }
  if (record.reason && record.status !== 'COMPLETED')
    rows.push([t('detail.reason'), record.reason]);
  return (
    <dl className="divide-y divide-ink-700 rounded-[var(--radius-control)] bg-ink-900 px-3 text-sm">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="shrink-0 text-fog">{label}</dt>
          <dd className="min-w-0 text-end tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-3">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-7 w-full" />
      ))}
    </div>
  );
}

function DetailError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <div role="alert" className="space-y-3 text-sm">
      <p className="text-red-400">{t('detail.notFound')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
