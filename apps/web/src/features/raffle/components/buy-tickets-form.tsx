import { Coins, Minus, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatBetAmount, formatTicketCount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useBuyRaffleTickets } from '../api/buy-raffle-tickets';

/** Buys tickets with Gold: a count, its cost, the Gold left (spec document 1: tickets with Gold). */
export function BuyTicketsForm({
  goldPerTicket,
  maxCount,
  goldBalance,
}: {
  goldPerTicket: number;
  maxCount: number;
  goldBalance: string;
}) {
  const { t } = useTranslation('raffle');
  const language = currentLanguage();
  const [text, setText] = useState('1');
  const buy = useBuyRaffleTickets();
  const count = /^\d+$/.test(text) ? Number(text) : 0;
  const isValid = count >= 1 && count <= maxCount;
  const gold = Math.floor(Number(goldBalance));
  const isAffordable = count * goldPerTicket <= gold;
  const setCount = (next: number) => setText(String(Math.min(maxCount, Math.max(1, next))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) {
      toast.error(t('buy.invalidCount'));
      return;
    }
    buy.mutate(count, {
      onSuccess: (result) => toast.success(t('buy.bought', { count: result.bought })),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
          toast.error(t('buy.notEnoughGold'));
        } else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          toast.error(t('buy.invalidCount'));
        } else toast.error(t('buy.failed'));
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      data-testid="raffle-buy"
      className="mt-auto border-t border-ink-700 pt-4"
    >
      <h3 className="mb-1 flex items-center gap-2 text-sm font-semibold">
        <Coins aria-hidden="true" className="size-4 text-gold" />
        {t('buy.title')}
      </h3>
      <p className="mb-3 text-xs text-fog">
        {t('buy.price', { gold: formatTicketCount(goldPerTicket, language) })} ·{' '}
        <span data-testid="raffle-gold-balance">
          {t('buy.balance', { gold: formatBetAmount(goldBalance, language) })}
        </span>
      </p>
      <label htmlFor="raffle-buy-count" className="sr-only">
        {t('buy.count')}
      </label>
      <div className="flex flex-wrap items-stretch gap-2">
        <div className="flex h-10 min-w-0 flex-1 items-center rounded-[var(--radius-control)] border border-ink-600 bg-ink-900">
          <button
            type="button"
            aria-label="−1"
            onClick={() => setCount(count - 1)}
            className="grid h-full w-10 shrink-0 place-items-center text-fog hover:text-white"
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            id="raffle-buy-count"
            data-testid="raffle-buy-count"
            inputMode="numeric"
            dir="ltr"
            value={text}
            onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))}
            className="h-full w-full min-w-0 bg-transparent text-center font-semibold tabular-nums outline-none"
          />
          <button
            type="button"
            aria-label="+1"
            onClick={() => setCount(count + 1)}
            className="grid h-full w-10 shrink-0 place-items-center text-fog hover:text-white"
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        <Button
          type="submit"
          data-testid="raffle-buy-submit"
          disabled={buy.isPending || !isValid}
          className="min-w-32 flex-1 xs:flex-none"
        >
          {buy.isPending ? t('buy.buying') : t('buy.submit')}
        </Button>
      </div>
      <p
        data-testid="raffle-buy-cost"
        className={isAffordable ? 'mt-2 text-xs text-fog' : 'mt-2 text-xs text-red-400'}
      >
        {isValid
          ? t('buy.cost', { gold: formatTicketCount(count * goldPerTicket, language) })
          : t('buy.invalidCount')}
        {isValid && !isAffordable && ` · ${t('buy.notEnoughGold')}`}
      </p>
    </form>
  );
}
