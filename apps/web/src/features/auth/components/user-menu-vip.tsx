import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@tengu/shared';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { useRealtimeStore } from '@/lib/realtime-store';
import { useLevelTitle } from '../use-level-title';
import { vipProgress } from '../vip-progress';

/** The VIP title and the wagered-amount bar towards the next level. */
export function UserMenuVip({ level, amountWagered }: { level: number; amountWagered: string }) {
  const { t } = useTranslation('games');
  const titleOf = useLevelTitle();
  const { title, nextTitle, percent } = vipProgress(level, amountWagered, titleOf);
  return (
    <div className="mb-1 border-b border-ink-700 px-3 pt-2 pb-3" data-testid="user-menu-vip">
      <div className="mb-1.5 flex items-center justify-between gap-2 text-xs">
        <span data-testid="user-menu-vip-title" className="font-bold text-amber-300">
          {title}
        </span>
        <span className="text-fog tabular-nums">{Math.floor(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
        aria-label={nextTitle ? t('vip.progress', { title: nextTitle }) : t('vip.maxLevel')}
        className="h-1.5 overflow-hidden rounded-full bg-ink-600"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-amber-400 to-accent"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-[11px] text-fog">
        {nextTitle ? t('vip.progress', { title: nextTitle }) : t('vip.maxLevel')}
      </p>
    </div>
  );
}

/** `user:creditsWagering` and `user:level` keep the player's details current (spec section 4). */
export function useVipLiveUpdates(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeStore((s) => s.client);
  useEffect(() => {
    const socket = client?.socket('/user');
    if (!socket) return;
    const patch = (changes: Partial<UserDetails>) =>
      queryClient.setQueryData<UserDetails>(currentUserQueryKey, (user) =>
        user ? { ...user, ...changes } : user,
      );
    const onWagered = ({ amount_wagered }: { amount_wagered: string }) => patch({ amount_wagered });
    const onLevel = ({ level, amount_wagered }: { level: number; amount_wagered: string }) =>
      patch({ level, amount_wagered });
    socket.on('user:creditsWagering', onWagered);
    socket.on('user:level', onLevel);
    return () => {
      socket.off('user:creditsWagering', onWagered);
      socket.off('user:level', onLevel);
    };
  }, [client, queryClient]);
}
