import type { LootboxResult } from '@tengu/shared';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { LocalizedLink } from '@/lib/localized-link';
import { useLootboxModalStore } from '../lootbox-modal-store';

/**
 * The free-spins popup (document 2 sections 2 and 4): how many spins, at $0.20 each, and where
 * they will be played: provider slots (/casino/slots), which arrive with their own issue.
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
      <p className="mt-4 rounded-[var(--radius-control)] bg-ink-900/60 p-3 text-sm leading-relaxed text-fog">
        {t('freeSpins.where')}
      </p>
      <div className="mt-5 grid gap-2 xs:grid-cols-2">
        <Button variant="secondary" onClick={close}>
          {t('freeSpins.ok')}
        </Button>
        <Button asChild>
          <LocalizedLink to="/casino/slots" onClick={closeAll}>
            {t('freeSpins.slots')}
          </LocalizedLink>
        </Button>
      </div>
    </Modal>
  );
}
