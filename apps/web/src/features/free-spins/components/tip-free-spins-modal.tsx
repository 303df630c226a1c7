import {
  decimalToUnits,
  FREE_SPIN_AMOUNTS_USD,
  FREE_SPIN_FALLBACK_PROVIDER,
  FREE_SPIN_MAX_COUNT,
  type Language,
} from '@tengu/shared';
import { Gift, UserRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useWalletBalance } from '@/features/wallet/api/get-balance';
import { cn } from '@/lib/cn';
import { formatUsd, sanitizeAmountInput, unitsToDecimalText } from '@/lib/formatters';
import { useFreeSpinOptions } from '../api/get-free-spin-options';
import { lookupRecipient } from '../api/lookup-recipient';
import { useTipFreeSpins } from '../api/tip-free-spins';
import { useShowFreeSpinError } from '../use-show-free-spin-error';
import { FreeSpinGamePicker, type PickedGame } from './free-spin-game-picker';

const QUICK_AMOUNTS = ['0.2', '1', '5'] as const;

/** Whole spins only: digits, no sign. */
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 4);

/**
 * Tip Freespins (spec document 2 sections 2, 5, 7, 8): free spins of a provider slot for the
 * player whose profile it was opened from, paid now from the tipper's credits.
 */
export function TipFreeSpinsModal({
  recipient,
  player,
  onClose,
}: {
  recipient: string;
  player: { id: string; username: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('free-spins');
  const language = i18n.language as Language;
  const options = useFreeSpinOptions();
  const { data: balance } = useWalletBalance();
  const tip = useTipFreeSpins();
  const showError = useShowFreeSpinError();
  const [game, setGame] = useState<PickedGame | null>(null);
  const [spinCount, setSpinCount] = useState('3');
  const [spinAmount, setSpinAmount] = useState('0.2');
  const [isLookingUp, setIsLookingUp] = useState(false);
  // One id per attempt: a double submit or a retry after a lost answer pays once.
  const requestId = useRef(crypto.randomUUID());
  const isBusy = isLookingUp || tip.isPending;

  const provider =
    options.data?.providers[0]?.id ?? (options.isError ? FREE_SPIN_FALLBACK_PROVIDER : undefined);
  const amounts = options.data?.amounts ?? [...FREE_SPIN_AMOUNTS_USD];
  const maxCount = options.data?.maxCount ?? FREE_SPIN_MAX_COUNT;
  const amountUnits = safeUnits(spinAmount);
  const count = spinCount === '' ? 0 : Number(spinCount);
  const cost = amountUnits > 0n && count > 0 ? amountUnits * BigInt(count) : 0n;
  const costText = unitsToDecimalText(cost);

  const selfTip = () => {
    toast.error(t('errors.cannotTipYourself'));
    onClose();
  };

  const send = async () => {
    if (recipient.toLowerCase() === player.username.toLowerCase()) return selfTip();
    // Spec document 2 section 5, in its order.
    if (!game) return void toast.error(t('errors.noGame'));
    if (amountUnits <= 0n || !amounts.some((a) => safeUnits(a) === amountUnits)) {
      return void toast.error(t('errors.invalidAmount'));
    }
    if (!Number.isInteger(count) || count < 1 || count > maxCount) {
      return void toast.error(t('errors.invalidCount'));
    }
    if (balance && cost > safeUnits(balance.credits)) {
      return void toast.error(t('errors.notEnoughBalance'));
    }
    setIsLookingUp(true);
    let recipientId: string;
    try {
      recipientId = (await lookupRecipient(recipient)).id;
    } catch (error) {
      showError(error);
      return;
    } finally {
      setIsLookingUp(false);
    }
    if (recipientId === player.id) return selfTip();
    tip.mutate(
      {
        userId: recipientId,
        gameUuid: game.ref,
        spinCount: count,
        spinAmount,
        provider: provider ?? FREE_SPIN_FALLBACK_PROVIDER,
        requestId: requestId.current,
      },
      {
        onSuccess: ({ campaign }) => {
          requestId.current = crypto.randomUUID();
          const details = {
            count: campaign.spins,
            game: campaign.game.name,
            username: recipient,
            amount: formatUsd(campaign.spinAmount, language),
          };
          if (campaign.state === 'granted') {
            toast.success(t('tip.successTitle'), { description: t('tip.success', details) });
          } else {
            toast.info(t('tip.pendingTitle'), { description: t('errors.pending') });
          }
          onClose();
        },
        onError: (error) => {
          // A definite answer used this id; a lost one keeps it so the retry pays once.
          if (!(error instanceof TypeError)) requestId.current = crypto.randomUUID();
          showError(error, selfTip);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) void send();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('tip.title')}
      description={t('tip.description')}
      closeLabel={t('close')}
      testId="tip-free-spins-modal"
      className="w-[min(calc(100vw-24px),480px)]"
      header={
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-violet-400/15 text-violet-300">
          <Gift aria-hidden="true" className="size-6" />
        </span>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="flex items-center gap-2 rounded-[var(--radius-control)] bg-ink-900/70 px-3 py-2 text-sm">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-fog" />
          <span className="text-fog">{t('tip.recipient')}</span>
          <span data-testid="free-spin-recipient" className="min-w-0 truncate font-bold" dir="ltr">
            {recipient}
          </span>
        </p>
        <div className="space-y-1.5">
          <p className="text-xs font-semibold text-fog">{t('tip.game')}</p>
          <FreeSpinGamePicker
            provider={provider}
            knownFallbackCodes={options.data?.knownFallbackCodes}
            selected={game?.ref ?? null}
            onSelect={setGame}
          />
        </div>
        <div className="grid gap-3 xxs:grid-cols-2">
          <Field
            id="free-spin-count"
            label={t('tip.spinCount')}
            hint={t('tip.spinCountHint', { max: maxCount })}
          >
            <Input
              id="free-spin-count"
              data-testid="free-spin-count"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={spinCount}
              onChange={(event) => setSpinCount(digitsOnly(event.target.value))}
              className="tabular-nums"
            />
          </Field>
          <Field
            id="free-spin-amount"
            label={t('tip.spinAmount')}
            hint={t('tip.spinAmountHint', {
              min: formatUsd(amounts[0] ?? '0.1', language),
              max: formatUsd(amounts.at(-1) ?? '100', language),
            })}
          >
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-fog">
                $
              </span>
              <Input
                id="free-spin-amount"
                data-testid="free-spin-amount"
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                value={spinAmount}
                onChange={(event) => setSpinAmount(sanitizeAmountInput(event.target.value))}
                className="ps-7 tabular-nums"
              />
            </div>
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {QUICK_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              data-testid={`free-spin-amount-${amount}`}
              onClick={() => setSpinAmount(amount)}
              aria-pressed={safeUnits(amount) === amountUnits}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1 text-xs font-semibold tabular-nums',
                safeUnits(amount) === amountUnits
                  ? 'bg-accent/20 text-white ring-1 ring-accent'
                  : 'bg-ink-700 text-fog hover:bg-ink-600 hover:text-white',
              )}
            >
              {formatUsd(amount, language)}
            </button>
          ))}
        </div>
        <div className="flex items-baseline justify-between gap-3 rounded-[var(--radius-control)] bg-ink-900/70 px-3 py-2.5">
          <span className="text-sm text-fog">{t('tip.total')}</span>
          <span className="text-end">
            <span
              data-testid="free-spin-total"
              className="block text-lg font-black tabular-nums"
              dir="ltr"
            >
              {formatUsd(costText, language)}
            </span>
            {balance && (
              <span className="block text-xs text-fog tabular-nums">
                {t('tip.available', { amount: formatUsd(balance.credits, language) })}
              </span>
            )}
          </span>
        </div>
        <Button
          type="submit"
          size="lg"
          data-testid="free-spin-submit"
          disabled={isBusy}
          className="w-full"
        >
          {tip.isPending ? t('tip.sending') : t('tip.submit')}
        </Button>
      </form>
    </Modal>
  );
}

function safeUnits(text: string): bigint {
  try {
    return decimalToUnits(text === '' ? '0' : text);
  } catch {
    return 0n;
  }
}
