import { normalizeLootboxCode, type LootboxResult } from '@tengu/shared';
import { Gift, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useLootboxOpens } from '../api/get-opens';
import { useOpenLootbox } from '../api/open-lootbox';
import { isCodeOpened } from '../lootbox-prize';
import { useLootboxModalStore } from '../lootbox-modal-store';
import { LootboxOdds } from './lootbox-odds';
import { OpeningBox } from './opening-box';
import { PrizeReveal } from './prize-reveal';

/** The box shakes at least this long, so a fast answer still reads as an opening. */
const OPENING_MS = 900;

/**
 * Open Lootbox (document 2 sections 2, 4, 7, 8): a promo code opens one box, once. The button is
 * disabled for a code already opened; a refusal is the toast 'Failed to activate promo code'.
 * The animation never blocks the input: the code can be changed or the modal closed meanwhile.
 */
export function LootboxModal() {
  const { t } = useTranslation('lootbox');
  const prefill = useLootboxModalStore((s) => s.code);
  const close = useLootboxModalStore((s) => s.close);
  const showFreeSpins = useLootboxModalStore((s) => s.showFreeSpins);
  const [code, setCode] = useState(prefill);
  const [result, setResult] = useState<LootboxResult | null>(null);
  const [isShaking, setIsShaking] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const opens = useLootboxOpens();
  const open = useOpenLootbox();

  useEffect(() => setCode(prefill), [prefill]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const isOpened = isCodeOpened(code, opens.data?.opens ?? []);
  // A free-spin prize opened earlier (issue 20, ADR 033): its popup plays or links the spins.
  const openedSpins = isOpened
    ? opens.data?.opens.find(
        (o) => o.code === normalizeLootboxCode(code) && o.property === 'free_spin',
      )
    : undefined;
  const isBusy = open.isPending || isShaking;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || isOpened || isBusy) return;
    setResult(null);
    setIsShaking(true);
    const startedAt = Date.now();
    open.mutate(code.trim(), {
      onSuccess: ({ lootboxResult }) => {
        const wait = Math.max(0, OPENING_MS - (Date.now() - startedAt));
        timer.current = window.setTimeout(() => {
          setIsShaking(false);
          setResult(lootboxResult);
          if (lootboxResult.property === 'free_spin') showFreeSpins(lootboxResult);
        }, wait);
      },
      onError: () => {
        setIsShaking(false);
        toast.error(t('failed'));
      },
    });
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('modal.title')}
      description={t('modal.description')}
      closeLabel={t('close')}
      testId="lootbox-modal"
      header={
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent">
          <Gift aria-hidden="true" className="size-6" />
        </span>
      }
    >
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor="lootbox-code" className="text-sm font-semibold">
          {t('modal.codeLabel')}
        </label>
        <div className="flex gap-2">
          <Input
            id="lootbox-code"
            data-testid="lootbox-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('modal.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            className="uppercase placeholder:normal-case"
          />
          <Button
            type="submit"
            data-testid="lootbox-open"
            className="h-11 min-w-24"
            disabled={!code.trim() || isOpened || isBusy}
          >
            {isBusy ? (
              <Spinner className="size-5 text-white" label={t('modal.opening')} />
            ) : isOpened ? (
              t('modal.opened')
            ) : (
              t('modal.open')
            )}
          </Button>
        </div>
        {isOpened && !isBusy && (
          <p data-testid="lootbox-already" className="text-xs text-fog">
            {t('modal.alreadyOpened')}
          </p>
        )}
        {openedSpins && !isBusy && !result && (
          <Button
            variant="secondary"
            size="sm"
            data-testid="lootbox-play-spins"
            onClick={() => showFreeSpins(openedSpins)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t('modal.playSpins')}
          </Button>
        )}
      </form>
      <div className="mt-4 space-y-4">
        {isShaking && <OpeningBox />}
        {!isShaking && result && <PrizeReveal result={result} />}
        <LootboxOdds />
      </div>
    </Modal>
  );
}
