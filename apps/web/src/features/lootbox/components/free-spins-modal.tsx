import type { LootboxResult } from '@tengu/shared';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LootboxFreeSpinsClaim } from '@/features/free-spins/components/lootbox-free-spins-claim';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useLootboxModalStore } from '../lootbox-modal-store';

/**
 * The free-spins popup (document 2 sections 2 and 4): how many spins, at $0.20 each, and the
 * slot to play them on: "Play now" grants them there and opens the game (issue 20, ADR 033).
 */
export function FreeSpinsModal({ result }: { result: LootboxResult }) {
  const { t } = useTranslation('lootbox');
  const language = currentLanguage();
  const close = useLootboxModalStore((s) => s.closeFreeSpins);
  const closeAll = useLootboxModalStore((s) => s.close);
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('freeSpins.title')}
      closeLabel={t('close')}
      testId="free-spins-modal"
      header={
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-violet-400/15 text-violet-300">
          <RotateCw aria-hidden="true" className="size-6" />
        </span>
      }
    >
      <p data-testid="free-spins-count" className="text-3xl font-black tabular-nums">
        {t('freeSpins.count', { count: result.nbRounds })}
      </p>
      <p className="mt-1 text-sm text-fog">
        {t('freeSpins.value', { value: formatUsd(result.spinValue, language) })}
      </p>
      <div className="mt-4">
        <LootboxFreeSpinsClaim openId={result.id} onPlay={closeAll} />
      </div>
      <Button variant="secondary" onClick={close} className="mt-2 w-full">
        {t('freeSpins.ok')}
      </Button>
    </Modal>
  );
}
