import * as Dialog from '@radix-ui/react-dialog';
import { ChevronUp, Ticket, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOddsText } from '../hooks/use-odds-text';
import { totalOdds } from '../model/slip-rules';
import { useSlipStore } from '../model/slip-store';
import { BetSlip } from './bet-slip';

function SlipHeading({ count }: { count: number }) {
  const { t } = useTranslation('sportsbook');
  return (
    <span className="flex items-center gap-2 font-bold">
      <Ticket aria-hidden="true" className="size-4 text-accent" />
      {t('slip.title')}
      {count > 0 && (
        <span
          data-testid="slip-count"
          className="rounded-full bg-accent px-1.5 text-xs tabular-nums text-white"
        >
          {count}
        </span>
      )}
    </span>
  );
}

/** Wide screens: the slip as a sticky right column beside the sportsbook's pages. */
export function SlipPanel() {
  const count = useSlipStore((s) => s.selections.length);
  return (
    <aside
      data-testid="slip-panel"
      className="sticky top-[76px] max-h-[calc(100dvh-92px)] overflow-y-auto rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-3"
    >
      <h2 className="mb-3">
        <SlipHeading count={count} />
      </h2>
      <BetSlip />
    </aside>
  );
}

/**
 * Phones and tablets: a bar pinned to the bottom of the page column (so it never covers the
 * sidebars, the phone footer or the live-support button) that opens the slip as a bottom sheet.
 */
export function SlipDrawer() {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const selections = useSlipStore((s) => s.selections);
  const isOpen = useSlipStore((s) => s.isOpen);
  const setOpen = useSlipStore((s) => s.setOpen);
  if (selections.length === 0 && !isOpen) return null;
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <div className="sticky bottom-[72px] z-20 me-14 mt-4 md:bottom-4 lg:hidden">
        <Dialog.Trigger asChild>
          <button
            type="button"
            data-testid="slip-open"
            data-keep-clear="control"
            aria-label={t('slip.open')}
            className="flex h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-full bg-ink-600 px-4 text-sm shadow-[0_6px_20px_rgb(0_0_0/0.45)] ring-1 ring-white/10 hover:bg-ink-500"
          >
            <SlipHeading count={selections.length} />
            <span className="flex items-center gap-2">
              {selections.length > 1 && (
                <span className="font-bold tabular-nums" dir="ltr">
                  {oddsText(totalOdds(selections))}
                </span>
              )}
              <ChevronUp aria-hidden="true" className="size-4" />
            </span>
          </button>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 motion-safe:animate-page-in lg:hidden" />
        <Dialog.Content
          data-testid="slip-drawer"
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-ink-600 bg-ink-800 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-2xl motion-safe:animate-page-in md:inset-x-auto md:end-4 md:bottom-4 md:w-[380px] md:rounded-2xl md:border lg:hidden"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title asChild>
              <h2>
                <SlipHeading count={selections.length} />
              </h2>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('slip.close')}
              className="flex size-9 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-fog hover:bg-ink-700 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <BetSlip />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
