import type { ReactNode } from 'react';
import { usePaymentsModalStore } from '../payments-modal-store';
import { DepositModal } from './deposit-modal';
import { PaymentDetailModal } from './payment-detail-modal';
import { WithdrawModal } from './withdraw-modal';

/** The payments modals; loaded as their own chunk the first time one opens. */
export function PaymentsModals({ depositExtra }: { depositExtra?: ReactNode }) {
  const modal = usePaymentsModalStore((s) => s.modal);
  const detail = usePaymentsModalStore((s) => s.detail);
  const currency = usePaymentsModalStore((s) => s.currency);
  const close = usePaymentsModalStore((s) => s.close);
  return (
    <>
      {/* Mounted only while open, so each opening starts fresh. */}
      {modal === 'deposit' && (
        <DepositModal initialCurrency={currency} onClose={close} extra={depositExtra} />
      )}
      {modal === 'withdraw' && <WithdrawModal initialCurrency={currency} onClose={close} />}
      {detail && <PaymentDetailModal kind={detail.kind} id={detail.id} onClose={close} />}
    </>
  );
}
