import { CONSOLE_ROLES, type PlayerDetail, type StaffRole } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/admin/components/panel';
import { ActionDialog, type ActionSpec } from './action-dialog';

const may = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) =>
  roles.some((r) => r === 'admin' || allowed.includes(r));

/** The actions the staff member's roles allow on this player (the server checks again). */
export function PlayerActions({ player, roles }: { player: PlayerDetail; roles: StaffRole[] }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<ActionSpec | null>(null);
  const reason = (v: Record<string, string>) => ({ reason: v.reason ?? '' });
  const specs: (ActionSpec & { show: boolean })[] = [
    {
      id: 'credit',
      title: t('players.actions.creditTitle'),
      path: 'adjust',
      fields: ['amount', 'pocket', 'reason'],
      body: (v) => ({ action: 'credit', amount: v.amount, pocket: v.pocket, reason: v.reason }),
      show: may(roles, CONSOLE_ROLES.money),
    },
    {
      id: 'debit',
      title: t('players.actions.debitTitle'),
      path: 'adjust',
      fields: ['amount', 'pocket', 'reason'],
      body: (v) => ({ action: 'debit', amount: v.amount, pocket: v.pocket, reason: v.reason }),
      danger: true,
      show: may(roles, CONSOLE_ROLES.money),
    },
    player.flags.mutedUntil
      ? {
          id: 'unmute',
          title: t('players.actions.unmuteTitle'),
          path: 'unmute',
          fields: ['reason'],
          body: reason,
          show: may(roles, CONSOLE_ROLES.chat),
        }
      : {
          id: 'mute',
          title: t('players.actions.muteTitle'),
          path: 'mute',
          fields: ['minutes', 'reason'],
          body: (v) => ({ minutes: Number(v.minutes), reason: v.reason }),
          show: may(roles, CONSOLE_ROLES.chat),
        },
    ...(player.status === 'active'
      ? [
          {
            id: 'suspend',
            title: t('players.actions.suspendTitle'),
            path: 'status',
            fields: ['reason'] as ActionSpec['fields'],
            body: (v: Record<string, string>) => ({ status: 'suspended', reason: v.reason }),
            danger: true,
            show: may(roles, CONSOLE_ROLES.account),
          },
          {
            id: 'ban',
            title: t('players.actions.banTitle'),
            path: 'status',
            fields: ['reason'] as ActionSpec['fields'],
            body: (v: Record<string, string>) => ({ status: 'banned', reason: v.reason }),
            danger: true,
            show: may(roles, CONSOLE_ROLES.account),
          },
        ]
      : [
          {
            id: 'reinstate',
            title: t('players.actions.reinstateTitle'),
            path: 'status',
            fields: ['reason'] as ActionSpec['fields'],
            body: (v: Record<string, string>) => ({ status: 'active', reason: v.reason }),
            show: may(roles, CONSOLE_ROLES.account),
          },
        ]),
    {
      id: 'reset2fa',
      title: t('players.actions.reset2faTitle'),
      path: 'reset-2fa',
      fields: ['reason'],
      body: reason,
      danger: true,
      show: player.flags.twoFactorEnabled && may(roles, CONSOLE_ROLES.account),
    },
    {
      id: 'forcePassword',
      title: t('players.actions.forcePasswordTitle'),
      path: 'flags',
      fields: ['reason'],
      body: (v) => ({ needChangePassword: true, reason: v.reason }),
      show: !player.flags.needChangePassword && may(roles, CONSOLE_ROLES.account),
    },
    {
      id: 'forceUsername',
      title: t('players.actions.forceUsernameTitle'),
      path: 'flags',
      fields: ['reason'],
      body: (v) => ({ needChangeUsername: true, reason: v.reason }),
      show: !player.flags.needChangeUsername && may(roles, CONSOLE_ROLES.account),
    },
    {
      id: 'notify',
      title: t('players.actions.notifyTitle'),
      path: 'notify',
      fields: ['title', 'message', 'link'],
      body: (v) => ({ title: v.title, message: v.message, ...(v.link ? { link: v.link } : {}) }),
      show: may(roles, CONSOLE_ROLES.account),
    },
  ];
  const labels: Record<string, string> = {
    credit: t('players.actions.credit'),
    debit: t('players.actions.debit'),
    mute: t('players.actions.mute'),
    unmute: t('players.actions.unmute'),
    suspend: t('players.actions.suspend'),
    ban: t('players.actions.ban'),
    reinstate: t('players.actions.reinstate'),
    reset2fa: t('players.actions.reset2fa'),
    forcePassword: t('players.actions.forcePassword'),
    forceUsername: t('players.actions.forceUsername'),
    notify: t('players.actions.notify'),
  };
  const visible = specs.filter((s) => s.show);
  if (visible.length === 0) return null;
  return (
    <Panel title={t('players.actions.title')} testId="console-player-actions">
      <div className="grid grid-cols-2 gap-2 p-4">
        {visible.map((spec) => (
          <Button
            key={spec.id}
            size="sm"
            variant={spec.id === 'credit' ? 'primary' : 'secondary'}
            data-testid={`console-action-${spec.id}`}
            onClick={() => setOpen(spec)}
            className="h-auto min-h-9 px-2 py-1.5 leading-tight whitespace-normal"
          >
            {labels[spec.id]}
          </Button>
        ))}
      </div>
      <ActionDialog
        key={open?.id ?? 'none'}
        playerId={player.id}
        spec={open}
        onClose={() => setOpen(null)}
      />
    </Panel>
  );
}
