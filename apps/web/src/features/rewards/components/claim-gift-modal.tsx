import type { Gift } from '@tengu/shared';
import { Gift as GiftIcon, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatUsd } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { useRewardClaims } from '../hooks/use-reward-claims';

/**
 * Claim gift (document 2 sections 2 and 8): what the gift is and why it was given; a free-bet
 * gift warns that only one free-bet balance can be held at a time (the server refuses with
 * 'Only one free bet balance at a time', shown as an error toast).
 */
export function ClaimGiftModal({
  gift,
  onOpenChange,
}: {
  gift: Gift;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('rewards');
  const claims = useRewardClaims();
  const isFreebets = gift.reward_type === 'freebets';
  return (
    <Modal
      isOpen
      onOpenChange={onOpenChange}
      title={t('gift.title')}
      closeLabel={t('close')}
      testId="claim-gift-modal"
      header={<GiftIcon aria-hidden="true" className="mb-3 size-10 text-gold" />}
    >
      <div className="rounded-[var(--radius-control)] bg-ink-900/60 p-4 text-center">
        <p className="text-xs font-semibold tracking-wide text-fog uppercase">
          {t(isFreebets ? 'gift.freebets' : 'gift.credits')}
        </p>
        <p className="mt-1 text-2xl font-bold text-gold tabular-nums" dir="ltr">
          {formatUsd(gift.value, currentLanguage())}
        </p>
        {gift.reason && <p className="mt-2 text-sm break-words text-fog">{gift.reason}</p>}
      </div>
      {isFreebets && (
        <div
          data-testid="claim-gift-warning"
          className="mt-3 flex gap-2 rounded-[var(--radius-control)] border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
          <div>
            <p className="font-semibold text-amber-300">{t('gift.overwriteTitle')}</p>
            <p className="mt-0.5 leading-relaxed text-fog">{t('gift.overwrite')}</p>
          </div>
        </div>
      )}
      <div className="mt-5 flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => onOpenChange(false)}>
          {t('gift.cancel')}
        </Button>
        <Button
          data-testid="claim-gift-confirm"
          className="flex-1"
          disabled={claims.gift.isPending}
          onClick={() => claims.gift.claim(gift.id, () => onOpenChange(false))}
        >
          {claims.gift.isPending ? t('claiming') : t('claim')}
        </Button>
      </div>
    </Modal>
  );
}
