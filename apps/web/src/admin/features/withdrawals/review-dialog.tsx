import type { ReviewWithdrawal } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { formatUsd } from '@/admin/components/format-usd';
import { useReviewAction, type ReviewAction } from './api';

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
  const submit = () => {
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
    <EditorModal
      title={t(`withdrawals.confirm.${action}`)}
      testId="withdrawal-review-dialog"
      saveTestId="withdrawal-review-submit"
      saveLabel={t(`withdrawals.actions.${action}`)}
      width="narrow"
      danger={action === 'reject'}
      pending={review.isPending}
      error={review.error?.message ?? null}
      errorTestId="withdrawal-review-error"
      onSubmit={submit}
      onClose={close}
    >
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
        <TextField
          id="withdrawal-review-txid"
          label={t('withdrawals.txid')}
          value={txid}
          onChange={(e) => setTxid(e.target.value)}
          required
          minLength={4}
          maxLength={200}
        />
      )}
      <TextField
        id="withdrawal-review-reason"
        label={action === 'approve' ? t('withdrawals.noteOptional') : t('common.reason')}
        // A reject's consequence (the funds go back) is said under its reason.
        hint={action === 'reject' ? t('withdrawals.rejectHelp') : undefined}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required={action !== 'approve'}
        maxLength={500}
        placeholder={t('common.reasonPlaceholder')}
      />
    </EditorModal>
  );
}
