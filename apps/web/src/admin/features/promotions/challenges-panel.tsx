import { PROMOTIONS_ROLES, type AdminChallenge } from '@tengu/shared';
import { Ban, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PlayerCell } from '@/admin/components/cells';
import { DataTable, formatTime } from '@/admin/components/data-table';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { useAdminChallenges, useMayUse, usePromotionChange } from './api';
import { ChallengeEditor } from './challenge-editor';
import { StatusBadge, WindowCell } from './promotion-cells';

/** Challenges with their status and winners; create and cancel (finance, admin). */
export function ChallengesPanel() {
  const { t } = useTranslation('admin');
  const challenges = useAdminChallenges();
  const mayChange = useMayUse(PROMOTIONS_ROLES.money);
  const change = usePromotionChange();
  const [creating, setCreating] = useState(false);

  const cancel = (c: AdminChallenge) => {
    if (!window.confirm(t('promotions.challenges.confirmCancel', { number: c.number }))) return;
    change.mutate(
      { kind: 'challenge.cancel', number: c.number },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Panel
      title={t('promotions.tabs.challenges')}
      testId="console-challenges"
      action={
        mayChange && (
          <Button size="sm" data-testid="console-challenge-add" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('promotions.challenges.add')}
          </Button>
        )
      }
    >
      <QueryView
        query={challenges}
        isEmpty={(d) => d.challenges.length === 0}
        emptyText={t('promotions.challenges.empty')}
      >
        {(data) => (
          <DataTable<AdminChallenge>
            testId="console-challenges-table"
            rows={data.challenges}
            rowKey={(c) => String(c.number)}
            columns={[
              { key: 'number', header: '#', cell: (c) => c.number, className: 'w-12' },
              {
                key: 'title',
                header: t('promotions.challenges.title'),
                className: 'min-w-56',
                cell: (c) => (
                  <div className="max-w-xs">
                    <p className="font-semibold break-words text-white">{c.title}</p>
                    <p className="text-xs text-fog">
                      {t('promotions.challenges.rule', {
                        game: c.game,
                        multiplier: c.min_multiplier,
                        stake: formatUsd(c.min_stake),
                      })}
                    </p>
                  </div>
                ),
              },
              {
                key: 'status',
                header: t('promotions.status'),
                cell: (c) => <StatusBadge status={c.status} />,
              },
              {
                key: 'prize',
                header: t('promotions.challenges.prize'),
                cell: (c) => <span className="font-semibold">{formatUsd(c.prize)}</span>,
              },
              {
                key: 'window',
                header: t('promotions.window'),
                cell: (c) => <WindowCell startsAt={c.starts_at} endsAt={c.ends_at} />,
              },
              {
                key: 'winner',
                header: t('promotions.challenges.winner'),
                cell: (c) =>
                  c.winner_id && c.winner_name ? (
                    <div>
                      <PlayerCell userId={c.winner_id} username={c.winner_name} />
                      <p className="text-xs whitespace-nowrap text-fog">
                        {c.won_multiplier}× · {c.won_at ? formatTime(c.won_at) : ''}
                      </p>
                    </div>
                  ) : (
                    <span className="text-fog">—</span>
                  ),
              },
              {
                key: 'actions',
                header: '',
                className: 'text-end',
                cell: (c) =>
                  mayChange &&
                  (c.status === 'open' || c.status === 'upcoming') && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('promotions.challenges.cancel')}
                      title={t('promotions.challenges.cancel')}
                      data-testid="console-challenge-cancel"
                      onClick={() => cancel(c)}
                    >
                      <Ban aria-hidden="true" className="size-4 text-red-300" />
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
      {creating && <ChallengeEditor onClose={() => setCreating(false)} />}
    </Panel>
  );
}
