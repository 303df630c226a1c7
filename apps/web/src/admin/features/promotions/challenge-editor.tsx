import { CHALLENGE_GAMES } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { SelectField, TextField } from '@/admin/components/form-fields';
import { usePromotionChange } from './api';
import { fromLocalInput } from './promotion-cells';

/** A new challenge: the first bet on the game hitting the multiplier with the stake wins the prize. */
export function ChallengeEditor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const change = usePromotionChange();
  const [game, setGame] = useState<string>(CHALLENGE_GAMES[0]);
  const [multiplier, setMultiplier] = useState('');
  const [stake, setStake] = useState('');
  const [prize, setPrize] = useState('');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');

  const submit = () =>
    change.mutate(
      {
        kind: 'challenge.create',
        input: {
          game,
          multiplier: multiplier.trim(),
          stake: stake.trim(),
          prize: prize.trim(),
          ...(title.trim() ? { title: title.trim() } : {}),
          ...(start ? { start: fromLocalInput(start)! } : {}),
          ...(end ? { end: fromLocalInput(end)! } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          onClose();
        },
      },
    );

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    hint?: string,
  ) => (
    <TextField
      id={`console-challenge-${id}`}
      label={label}
      hint={hint}
      inputMode="decimal"
      value={value}
      required
      onChange={(e) => set(e.target.value)}
    />
  );

  return (
    <EditorModal
      title={t('promotions.challenges.addTitle')}
      testId="console-challenge-editor"
      saveTestId="console-challenge-save"
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-3 md:grid-cols-4">
        <SelectField
          id="console-challenge-game"
          label={t('promotions.challenges.game')}
          value={game}
          onChange={(e) => setGame(e.target.value)}
        >
          {CHALLENGE_GAMES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
        {field('multiplier', t('promotions.challenges.multiplier'), multiplier, setMultiplier)}
        {field('stake', t('promotions.challenges.stake'), stake, setStake)}
        {field(
          'prize',
          t('promotions.challenges.prize'),
          prize,
          setPrize,
          t('promotions.challenges.prizeHint'),
        )}
      </div>
      <TextField
        id="console-challenge-title"
        label={t('promotions.challenges.title')}
        hint={t('promotions.challenges.titleHint')}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          id="console-challenge-start"
          label={t('promotions.starts')}
          type="datetime-local"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          id="console-challenge-end"
          label={t('promotions.ends')}
          type="datetime-local"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </div>
    </EditorModal>
  );
}
