import type { TradingMarket } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { useTradingAction, type TradingActionPath } from './api';
import type { MarketNames } from './use-market-names';

export interface TradingDialogSpec {
  path: TradingActionPath;
  /** Absent: the whole event (suspend / resume). */
  market?: TradingMarket;
  /** How the event's page names its markets and outcomes (with the market). */
  names?: MarketNames;
}

/**
 * Suspend, resume, settle or roll back, with the reason the audit log keeps. Settling asks for
 * the winning outcomes or void; the server's refusal (an open in-play market, another
 * settlement in force) shows in place.
 */
export function TradingDialog({
  eventId,
  spec,
  onClose,
}: {
  eventId: string;
  spec: TradingDialogSpec;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const action = useTradingAction(eventId);
  const [reason, setReason] = useState('');
  const [winners, setWinners] = useState<string[]>([]);
  const [isVoid, setVoid] = useState(false);
  const { path, market, names } = spec;
  const submit = () => {
    const body = {
      reason,
      ...(market ? { marketId: market.id } : {}),
      ...(path === 'settle' ? { winners: isVoid ? [] : winners, void: isVoid } : {}),
    };
    action.mutate(
      { path, body },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          onClose();
        },
      },
    );
  };
  const toggle = (id: string) =>
    setWinners((w) => (w.includes(id) ? w.filter((x) => x !== id) : [...w, id]));
  const target = market && names ? names.market(market) : t('trading.wholeEvent');
  return (
    <EditorModal
      title={t(`trading.dialog.${path}`, { target })}
      testId="trading-dialog"
      saveTestId="trading-dialog-confirm"
      saveLabel={t(`trading.actions.${path}`)}
      pending={action.isPending}
      error={action.error?.message ?? null}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-fog">{t(`trading.dialog.${path}Help`)}</p>
      {path === 'settle' && market && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-xs font-semibold text-fog">
            {t('trading.dialog.winners')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {market.outcomes.map((o) => (
              <label
                key={o.id}
                className="flex items-center gap-2 rounded-[var(--radius-control)] border border-ink-600 px-3 py-2 text-sm"
              >
                <input
                  type="checkbox"
                  data-testid={`trading-winner-${o.id}`}
                  checked={!isVoid && winners.includes(o.id)}
                  disabled={isVoid}
                  onChange={() => toggle(o.id)}
                />
                {names ? names.outcome(market, o.id) : o.id}
              </label>
            ))}
            <label className="flex items-center gap-2 rounded-[var(--radius-control)] border border-ink-600 px-3 py-2 text-sm">
              <input
                type="checkbox"
                data-testid="trading-void"
                checked={isVoid}
                onChange={() => setVoid((v) => !v)}
              />
              {t('trading.dialog.void')}
            </label>
          </div>
        </fieldset>
      )}
      <TextField
        id="trading-reason"
        label={t('common.reason')}
        value={reason}
        placeholder={t('common.reasonPlaceholder')}
        onChange={(e) => setReason(e.target.value)}
      />
    </EditorModal>
  );
}
