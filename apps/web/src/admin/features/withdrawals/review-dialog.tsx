import type { ReviewWithdrawal } from '@tengu/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useReviewAction, type ReviewAction } from './api';
import { formatUsd } from '@/admin/components/format-usd';

/**
 * Confirms one review action on a withdrawal: approve (reason optional), reject (reason
 * required, funds go back), retry or record a transaction (reason required). A refusal — e.g.
 * another reviewer was first (409) — is shown in place with the server's text.
 */
export function ReviewDialog({
  target,
  onClose,
}: {
  target: { withdrawal: ReviewWithdrawal; action: ReviewAction } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const review = useReviewAction();
  const [reason, setReason] = useState('');
  const [txid, setTxid] = useState('');
  const close = () => {
    review.reset();
    setReason('');
    setTxid('');
    onClose();
  };
  if (!target) return null;
  const { withdrawal, action } = target;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      action === 'approve'
        ? reason.trim()
          ? { reason }
          : {}
        : action === 'sent'
          ? { reason, txid }
          : { reason };
    review.mutate(
      { id: withdrawal.id, action, body },
      {
        onSuccess: () => {
          toast.success(t(`withdrawals.done.${action}`));
          close();
        },
      },
    );
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t(`withdrawals.confirm.${action}`)}
      closeLabel={t('common.close')}
      testId="withdrawal-review-dialog"
    >
      <form onSubmit={submit} className="space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-[var(--radius-control)] bg-ink-900 p-3 text-sm">
          <dt className="text-fog">{t('withdrawals.player')}</dt>
          <dd className="font-semibold">{withdrawal.username}</dd>
          <dt className="text-fog">{t('withdrawals.amount')}</dt>
          <dd>
            {formatUsd(withdrawal.amount)} · {withdrawal.assetAmount} {withdrawal.asset}
          </dd>
          <dt className="text-fog">{t('withdrawals.address')}</dt>
          <dd className="font-mono text-xs break-all">{withdrawal.toAddress}</dd>
        </dl>
        {action === 'sent' && (
          <Field id="withdrawal-review-txid" label={t('withdrawals.txid')}>
            <Input
              id="withdrawal-review-txid"
              data-testid="withdrawal-review-txid"
              value={txid}
              onChange={(e) => setTxid(e.target.value)}
              required
              minLength={4}
              maxLength={200}
            />
          </Field>
        )}
        <Field
          id="withdrawal-review-reason"
          label={action === 'approve' ? t('withdrawals.noteOptional') : t('common.reason')}
        >
          <Input
            id="withdrawal-review-reason"
            data-testid="withdrawal-review-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={action !== 'approve'}
            maxLength={500}
            placeholder={t('common.reasonPlaceholder')}
          />
        </Field>
        {action === 'reject' && <p className="text-xs text-fog">{t('withdrawals.rejectHelp')}</p>}
        {review.isError && (
          <p role="alert" data-testid="withdrawal-review-error" className="text-sm text-red-400">
            {review.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            data-testid="withdrawal-review-submit"
            disabled={review.isPending}
            className={action === 'reject' ? 'bg-red-600 hover:bg-red-500' : undefined}
          >
            {t(`withdrawals.actions.${action}`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
