import { ChevronsUp, Hand, Plus, ShieldCheck, ShieldOff, Split } from 'lucide-react';
import type { BlackjackAction, BlackjackGame } from '@tengu/shared';
import { decimalToUnits, insuranceStake, unitsToDecimal } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

type Move = Extract<BlackjackAction, 'hit' | 'stand' | 'double' | 'split'>;

const MOVES: ReadonlyArray<[Move, LucideIcon, string]> = [
  ['hit', Plus, 'blackjack-hit'],
  ['stand', Hand, 'blackjack-stand'],
  ['double', ChevronsUp, 'blackjack-double'],
  ['split', Split, 'blackjack-split'],
];

export interface BlackjackActionsProps {
  game: BlackjackGame;
  isBusy: boolean;
  onAction: (action: BlackjackAction) => void;
}

/** The moves of the running hand: only the legal ones are enabled; insurance asks first. */
export function BlackjackActions({ game, isBusy, onAction }: BlackjackActionsProps) {
  const { t } = useTranslation('blackjack');
  const language = currentLanguage();
  if (game.phase === 'insurance') {
    const cost = unitsToDecimal(insuranceStake(decimalToUnits(game.amount)));
    return (
      <div
        className="space-y-3 rounded-[var(--radius-control)] border border-amber-400/40 bg-amber-400/10 p-3"
        data-testid="blackjack-insurance-prompt"
        role="group"
        aria-labelledby="blackjack-insurance-title"
      >
        <div>
          <p id="blackjack-insurance-title" className="font-bold">
            {t('insurance.question')}
          </p>
          <p className="text-xs text-fog">
            {t('insurance.explain', { amount: `$${formatBetAmount(cost, language)}` })}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button
            data-testid="blackjack-insurance"
            disabled={isBusy}
            onClick={() => onAction('insurance')}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('insurance.take')}
          </Button>
          <Button
            variant="secondary"
            data-testid="blackjack-no-insurance"
            disabled={isBusy}
            onClick={() => onAction('noInsurance')}
          >
            <ShieldOff aria-hidden="true" className="size-4" />
            {t('insurance.decline')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2" role="group" aria-label={t('actions.label')}>
      {MOVES.map(([action, Icon, testId]) => (
        <Button
          key={action}
          size="lg"
          variant={action === 'hit' || action === 'stand' ? 'primary' : 'secondary'}
          data-testid={testId}
          disabled={isBusy || !game.actions.includes(action)}
          onClick={() => onAction(action)}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`actions.${action}`)}
        </Button>
      ))}
    </div>
  );
}
