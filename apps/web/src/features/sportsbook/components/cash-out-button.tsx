import type { SbBet } from '@tengu/shared';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatBetAmount } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useCashOutQuote } from '../api/cash-out';
import { useSbT } from '../hooks/use-sb-t';
import { CashOutDialog } from './cash-out-dialog';

/** The live cash-out offer of an open bet; disabled with the reason while it is refused. */
export function CashOutButton({ bet }: { bet: SbBet }) {
  const { t } = useTranslation('sportsbook');
  const sbT = useSbT();
  const language = currentLanguage();
  const [isOpen, setOpen] = useState(false);
  const { data: quote, isPending } = useCashOutQuote(bet.id, true);
  if (isPending) {
    return (
      <Button size="sm" variant="secondary" disabled>
        {t('cashOut.loading')}
      </Button>
    );
  }
  const value = quote?.value ?? null;
  if (value === null) {
    const reason = quote?.reason
      ? sbT(`cashOut.reasons.${quote.reason}`)
      : t('cashOut.unavailable');
    return (
      <span className="flex flex-col items-end gap-0.5 text-end" data-testid="cash-out-unavailable">
        <Button size="sm" variant="secondary" disabled>
          {t('cashOut.unavailable')}
        </Button>
        <span className="max-w-56 text-[11px] text-fog">{reason}</span>
      </span>
    );
  }
  return (
    <>
      <Button size="sm" data-testid="cash-out-open" onClick={() => setOpen(true)}>
        <Banknote aria-hidden="true" className="size-4" />
        <span dir="ltr">
          {t('cashOut.button', { amount: `$${formatBetAmount(value, language)}` })}
        </span>
      </Button>
      {isOpen && <CashOutDialog bet={bet} onClose={() => setOpen(false)} />}
    </>
  );
}
