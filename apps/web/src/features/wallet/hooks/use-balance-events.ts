import { useQueryClient } from '@tanstack/react-query';
import type { BalancePayload, LockedBalancesPayload, WalletBalance } from '@tengu/shared';
import { useEffect } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';
import { walletBalanceQueryKey } from '../api/get-balance';
import { transactionsQueryKey } from '../api/get-transactions';

/**
 * Keeps the balance cache live: `user:balance` and `user:lockedBalances` (spec document 1
 * section 7) carry committed figures. Each tab holds its own socket, so every open tab updates.
 * The other pockets (vault, rewards) and the statement are refetched.
 */
export function useBalanceEvents(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const onBalance = ({ credits, freebets }: BalancePayload) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old ? { ...old, credits, freebets } : old,
      );
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    };
    const onLocked = ({ lockedBalances }: LockedBalancesPayload) => {
      queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, (old) =>
        old ? { ...old, lockedBalances } : old,
      );
    };
    socket.on('user:balance', onBalance);
    socket.on('user:lockedBalances', onLocked);
    // After a reconnect events may have been missed: read the balance afresh.
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    socket.on('connect', onConnect);
    return () => {
      socket.off('user:balance', onBalance);
      socket.off('user:lockedBalances', onLocked);
      socket.off('connect', onConnect);
    };
  }, [client, queryClient]);
}
