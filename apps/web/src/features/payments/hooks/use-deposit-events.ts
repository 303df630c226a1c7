import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { useRealtimeStore } from '@/lib/realtime-store';
import { usePaymentsModalStore } from '../payments-modal-store';

/** The toast id of a bell notification (the notifications feature shows it under this id). */
const notificationToastId = (id: string) => `notification-${id}`;

/** Deposit toasts stay 10 s (spec document 1 section 9). */
const DEPOSIT_TOAST_MS = 10_000;

/**
 * `deposit:pending` and `deposit:completed` on /wallet (spec document 1 section 7): the toasts
 * 'Deposit detected' and 'Deposit Completed' (with the server's message), and fresh lists. The
 * balance itself arrives by `user:balance`. Mounted for every signed-in page; its strings load
 * with the `payments` namespace when the first event comes.
 */
export function useDepositEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/wallet');
    if (!socket) return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: ['payments', 'deposits'] });
    const onPending = async ({
      id,
      asset,
      amount,
    }: {
      id: string;
      asset: string;
      amount: string;
    }) => {
      refresh();
      await loadNamespaces('payments');
      toast(i18n.t('payments:deposit.detected'), {
        id: `deposit-${id}`,
        description: i18n.t('payments:deposit.detectedDetail', { amount, asset }),
        duration: DEPOSIT_TOAST_MS,
        action: {
          label: i18n.t('payments:withdraw.view'),
          onClick: () => usePaymentsModalStore.getState().openDetail('deposit', id),
        },
      });
    };
    const onCompleted = async ({
      id,
      message,
      notificationId,
    }: {
      id: string;
      message: string;
      notificationId?: string;
    }) => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      await loadNamespaces('payments');
      // One toast for the completion and its bell notification: the notification's toast id,
      // so whichever of the two events comes first, the player sees a single toast.
      const toastId = notificationId ? notificationToastId(notificationId) : `deposit-${id}`;
      if (toastId !== `deposit-${id}`) toast.dismiss(`deposit-${id}`);
      toast.success(i18n.t('payments:deposit.completed'), {
        id: toastId,
        description: message,
        duration: DEPOSIT_TOAST_MS,
      });
    };
    const completed = (payload: { id: string; message: string; notificationId?: string }) =>
      void onCompleted(payload);
    const pending = (payload: { id: string; asset: string; amount: string }) =>
      void onPending(payload);
    socket.on('deposit:pending', pending);
    socket.on('deposit:completed', completed);
    return () => {
      socket.off('deposit:pending', pending);
      socket.off('deposit:completed', completed);
    };
  }, [client, queryClient]);
}
