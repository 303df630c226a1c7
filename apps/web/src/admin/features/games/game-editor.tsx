import type { ConsoleGame } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { formatUsd } from '@/admin/components/format-usd';
import { useSaveGame } from './api';
import { formatEdge } from './games-page';

const AMOUNT = '[0-9]+([.][0-9]{1,8})?';

/**
 * One original's settings: open or closed, min bet, max bet (empty: none), max profit (empty:
 * the server's default). The house edge is shown, not edited: the game's rules fix it.
 */
export function GameEditor({
  game,
  defaultMaxProfit,
  onClose,
}: {
  game: ConsoleGame;
  defaultMaxProfit: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveGame();
  const [enabled, setEnabled] = useState(game.enabled);
  const [minBet, setMinBet] = useState(game.minBet);
  const [maxBet, setMaxBet] = useState(game.maxBet ?? '');
  const [maxProfit, setMaxProfit] = useState(game.maxProfitIsDefault ? '' : game.maxProfit);
  const [reason, setReason] = useState('');
  const submit = () => {
    save.mutate(
      {
        game: game.game,
        request: {
          enabled,
          minBet: minBet.trim() || '0',
          maxBet: maxBet.trim() || null,
          maxProfit: maxProfit.trim() || null,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <EditorModal
      title={t('games.editTitle', { game: game.name })}
      testId="console-game-editor"
      saveTestId="console-game-save"
      pending={save.isPending}
      error={save.isError ? save.error.message : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="flex items-center justify-between gap-3 rounded-lg border border-ink-700 px-3 py-2">
        <span id="console-game-editor-enabled" className="text-sm">
          {t('games.acceptsBets')}
        </span>
        <Switch
          isOn={enabled}
          onToggle={() => setEnabled((v) => !v)}
          labelledBy="console-game-editor-enabled"
          testId="console-game-editor-enabled"
        />
      </div>
      {!enabled && <p className="text-xs text-amber-300">{t('games.closeNote')}</p>}
      <div className="grid gap-3 xs:grid-cols-3">
        <TextField
          id="console-game-min"
          label={t('games.minBet')}
          inputMode="decimal"
          pattern={AMOUNT}
          value={minBet}
          onChange={(e) => setMinBet(e.target.value)}
        />
        <TextField
          id="console-game-max"
          label={t('games.maxBet')}
          hint={t('games.maxBetHint')}
          inputMode="decimal"
          pattern={AMOUNT}
          value={maxBet}
          onChange={(e) => setMaxBet(e.target.value)}
        />
        <TextField
          id="console-game-profit"
          label={t('games.maxProfit')}
          hint={t('games.maxProfitHint', { amount: formatUsd(defaultMaxProfit) })}
          inputMode="decimal"
          pattern={AMOUNT}
          value={maxProfit}
          onChange={(e) => setMaxProfit(e.target.value)}
        />
      </div>
      <p className="text-xs text-fog">
        {t('games.edgeFixed', { edge: formatEdge(game.houseEdgeBps) })}
      </p>
      <TextField
        id="console-game-reason"
        label={t('games.reason')}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </EditorModal>
  );
}
