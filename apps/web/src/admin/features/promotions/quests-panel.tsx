import {
  PROMOTIONS_ROLES,
  QUEST_STATUSES,
  type AdminQuest,
  type AdminQuestStatus,
} from '@tengu/shared';
import { Pencil, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/admin/components/data-table';
import { SelectFilter } from '@/admin/components/filters';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { useAdminQuests, useMayUse, usePromotionChange } from './api';
import { QuestEditor } from './quest-editor';
import { StatusBadge, WindowCell } from './promotion-cells';

/** Quests: active, scheduled and ended, with their tasks; create, edit, end (support, admin). */
export function QuestsPanel() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<AdminQuestStatus | ''>('');
  const quests = useAdminQuests(status);
  const mayChange = useMayUse(PROMOTIONS_ROLES.quests);
  const change = usePromotionChange();
  const [editing, setEditing] = useState<AdminQuest | 'new' | null>(null);

  const end = (quest: AdminQuest) => {
    if (!window.confirm(t('promotions.quests.confirmEnd', { title: quest.title }))) return;
    change.mutate(
      { kind: 'quest.end', id: quest.id },
      {
        onSuccess: () => toast.success(t('common.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectFilter
          id="console-quests-status"
          label={t('promotions.status')}
          value={status}
          allLabel={t('promotions.all')}
          options={QUEST_STATUSES.map((s) => ({ value: s, label: t(`promotions.statuses.${s}`) }))}
          onChange={setStatus}
          className="w-48"
        />
      </div>
      <Panel
        title={t('promotions.tabs.quests')}
        testId="console-quests"
        action={
          mayChange && (
            <Button size="sm" data-testid="console-quest-add" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('promotions.quests.add')}
            </Button>
          )
        }
      >
        <QueryView
          query={quests}
          isEmpty={(d) => d.quests.length === 0}
          emptyText={t('promotions.quests.empty')}
        >
          {(data) => (
            <DataTable<AdminQuest>
              testId="console-quests-table"
              rows={data.quests}
              rowKey={(q) => q.id}
              columns={[
                {
                  key: 'title',
                  header: t('promotions.quests.name'),
                  className: 'min-w-56',
                  cell: (q) => (
                    <div className="max-w-sm">
                      <p className="font-semibold break-words text-white">{q.title}</p>
                      <ul className="mt-0.5 space-y-0.5 text-xs text-fog">
                        {q.tasks.map((task, n) => (
                          <li key={n}>
                            {t(`promotions.quests.kinds.${task.kind}`)} · {task.title}
                            {task.game ? ` · ${task.game}` : ''}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ),
                },
                {
                  key: 'status',
                  header: t('promotions.status'),
                  cell: (q) => <StatusBadge status={q.status} />,
                },
                {
                  key: 'reward',
                  header: t('promotions.quests.reward'),
                  cell: (q) => (
                    <span className="font-semibold whitespace-nowrap text-amber-300">
                      {t('promotions.quests.gold', { amount: q.reward })}
                    </span>
                  ),
                },
                {
                  key: 'window',
                  header: t('promotions.window'),
                  cell: (q) => <WindowCell startsAt={q.starts_at} endsAt={q.ends_at} />,
                },
                {
                  key: 'claims',
                  header: t('promotions.quests.claims'),
                  cell: (q) => q.claims,
                  className: 'tabular-nums',
                },
                {
                  key: 'actions',
                  header: '',
                  className: 'text-end',
                  cell: (q) =>
                    mayChange && (
                      <span className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('promotions.quests.edit')}
                          data-testid="console-quest-edit"
                          onClick={() => setEditing(q)}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                        {q.status !== 'ended' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('promotions.quests.end')}
                            title={t('promotions.quests.end')}
                            data-testid="console-quest-end"
                            onClick={() => end(q)}
                          >
                            <Square aria-hidden="true" className="size-4 text-red-300" />
                          </Button>
                        )}
                      </span>
                    ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {editing && (
        <QuestEditor quest={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
