import {
  BET_GAMES,
  QUEST_TASK_KINDS,
  QUEST_TASK_UNITS,
  type AdminQuest,
  type AdminQuestTask,
  type QuestEditRequest,
  type QuestInput,
} from '@tengu/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { SelectField, TextField } from '@/admin/components/form-fields';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { usePromotionChange } from './api';
import { fromLocalInput, toLocalInput } from './promotion-cells';

type Kind = AdminQuestTask['kind'];
const blankTask = (): AdminQuestTask => ({
  kind: 'wager',
  title: '',
  description: '',
  points: 0,
  target: '',
  game: null,
  min_multiplier: null,
  min_stake: null,
});

/** What the server takes for a task (fields a kind does not use are left out). */
function taskInput(task: AdminQuestTask) {
  const playOnly = task.kind === 'wager' || task.kind === 'multiplier';
  const isMultiplier = task.kind === 'multiplier';
  return {
    kind: task.kind,
    title: task.title,
    description: task.description,
    points: task.points,
    target: task.target.trim(),
    game: playOnly ? task.game : null,
    min_multiplier: isMultiplier ? task.min_multiplier?.trim() || null : null,
    min_stake: isMultiplier ? task.min_stake?.trim() || null : null,
  };
}

/** Creates or edits a quest: texts, Gold reward, window, and its tasks (locked once played). */
export function QuestEditor({ quest, onClose }: { quest: AdminQuest | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const change = usePromotionChange();
  const [title, setTitle] = useState(quest?.title ?? '');
  const [description, setDescription] = useState(quest?.description ?? '');
  const [reward, setReward] = useState(quest?.reward ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(quest?.starts_at ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(quest?.ends_at ?? null));
  const [active, setActive] = useState(quest?.active ?? true);
  const [tasks, setTasks] = useState<AdminQuestTask[]>(quest?.tasks ?? [blankTask()]);
  const locked = quest?.tasks_locked ?? false;

  const setTask = (index: number, patch: Partial<AdminQuestTask>) =>
    setTasks((list) => list.map((task, n) => (n === index ? { ...task, ...patch } : task)));

  const submit = () => {
    const fields = {
      title,
      description,
      reward: reward.trim(),
      active,
      starts_at: fromLocalInput(startsAt),
      ends_at: fromLocalInput(endsAt),
    };
    const taskInputs = tasks.map(taskInput);
    const done = {
      onSuccess: () => {
        toast.success(t('common.saved'));
        onClose();
      },
    };
    if (!quest) {
      change.mutate(
        { kind: 'quest.create', input: { ...fields, tasks: taskInputs } as unknown as QuestInput },
        done,
      );
      return;
    }
    // Only what changed: the tasks only when edited (they are locked once players progressed).
    const before = {
      title: quest.title,
      description: quest.description,
      reward: quest.reward,
      active: quest.active,
      starts_at: quest.starts_at,
      ends_at: quest.ends_at,
    };
    const patch: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      const old = before[key as keyof typeof before];
      const same =
        key === 'starts_at' || key === 'ends_at'
          ? (value === null ? null : new Date(value as string).getTime()) ===
            (old === null ? null : new Date(old as string).getTime())
          : value === old;
      if (!same) patch[key] = value;
    }
    if (JSON.stringify(taskInputs) !== JSON.stringify(quest.tasks.map(taskInput))) {
      patch.tasks = taskInputs;
    }
    change.mutate({ kind: 'quest.edit', id: quest.id, patch: patch as QuestEditRequest }, done);
  };

  return (
    <EditorModal
      title={quest ? t('promotions.quests.editTitle') : t('promotions.quests.addTitle')}
      testId="console-quest-editor"
      saveTestId="console-quest-save"
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <TextField
          id="console-quest-title"
          label={t('promotions.quests.name')}
          value={title}
          required
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          id="console-quest-reward"
          label={t('promotions.quests.reward')}
          hint={t('promotions.quests.rewardHint')}
          inputMode="decimal"
          value={reward}
          required
          onChange={(e) => setReward(e.target.value)}
        />
      </div>
      <TextField
        id="console-quest-description"
        label={t('promotions.quests.description')}
        value={description}
        maxLength={500}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="grid items-end gap-3 md:grid-cols-3">
        <TextField
          id="console-quest-starts"
          label={t('promotions.starts')}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          id="console-quest-ends"
          label={t('promotions.ends')}
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <div className="flex h-11 items-center gap-2 text-sm">
          <Switch
            isOn={active}
            onToggle={() => setActive((v) => !v)}
            labelledBy="console-quest-active-label"
            testId="console-quest-active"
          />
          <span id="console-quest-active-label">{t('promotions.quests.enabled')}</span>
        </div>
      </div>

      <fieldset className="space-y-2" disabled={locked}>
        <legend className="text-xs font-semibold text-fog">
          {t('promotions.quests.tasks')}
          {locked && (
            <span className="ms-2 text-amber-300">{t('promotions.quests.tasksLocked')}</span>
          )}
        </legend>
        {tasks.map((task, index) => (
          <TaskRow
            key={index}
            index={index}
            task={task}
            canRemove={tasks.length > 1 && !locked}
            onChange={(patch) => setTask(index, patch)}
            onRemove={() => setTasks((list) => list.filter((_, n) => n !== index))}
          />
        ))}
        {!locked && tasks.length < 10 && (
          <Button
            variant="secondary"
            size="sm"
            data-testid="console-quest-add-task"
            onClick={() => setTasks((list) => [...list, blankTask()])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('promotions.quests.addTask')}
          </Button>
        )}
      </fieldset>
    </EditorModal>
  );
}

function TaskRow({
  index,
  task,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  task: AdminQuestTask;
  canRemove: boolean;
  onChange: (patch: Partial<AdminQuestTask>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = (name: string) => `console-quest-task-${index}-${name}`;
  const isUsd = QUEST_TASK_UNITS[task.kind] === 'usd';
  const playOnly = task.kind === 'wager' || task.kind === 'multiplier';
  return (
    <div
      data-testid={`console-quest-task-${index}`}
      className="grid gap-2 rounded-[var(--radius-control)] border border-ink-700 p-3 md:grid-cols-[11rem_1fr_8rem_auto]"
    >
      <SelectField
        id={id('kind')}
        label={t('promotions.quests.kind')}
        value={task.kind}
        onChange={(e) => onChange({ kind: e.target.value as Kind })}
      >
        {QUEST_TASK_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`promotions.quests.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('title')}
        label={t('promotions.quests.taskTitle')}
        value={task.title}
        required
        maxLength={80}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <TextField
        id={id('target')}
        label={isUsd ? t('promotions.quests.targetUsd') : t('promotions.quests.targetCount')}
        inputMode="decimal"
        value={task.target}
        required
        onChange={(e) => onChange({ target: e.target.value })}
      />
      <div className="flex items-end">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('promotions.quests.removeTask')}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4 text-red-300" />
        </Button>
      </div>
      <div className="grid gap-2 md:col-span-4 md:grid-cols-4">
        {playOnly && (
          <SelectField
            id={id('game')}
            label={t('promotions.quests.game')}
            value={task.game ?? ''}
            onChange={(e) => onChange({ game: e.target.value || null })}
          >
            <option value="">{t('promotions.quests.anyGame')}</option>
            {BET_GAMES.map((game) => (
              <option key={game} value={game}>
                {game}
              </option>
            ))}
          </SelectField>
        )}
        {task.kind === 'multiplier' && (
          <>
            <TextField
              id={id('multiplier')}
              label={t('promotions.quests.minMultiplier')}
              inputMode="decimal"
              value={task.min_multiplier ?? ''}
              required
              onChange={(e) => onChange({ min_multiplier: e.target.value })}
            />
            <TextField
              id={id('stake')}
              label={t('promotions.quests.minStake')}
              inputMode="decimal"
              value={task.min_stake ?? ''}
              onChange={(e) => onChange({ min_stake: e.target.value })}
            />
          </>
        )}
        <TextField
          id={id('points')}
          label={t('promotions.quests.points')}
          inputMode="numeric"
          value={String(task.points)}
          onChange={(e) => onChange({ points: Number(e.target.value) || 0 })}
        />
      </div>
    </div>
  );
}
