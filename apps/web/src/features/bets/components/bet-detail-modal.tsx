import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import type { BetRecord } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useBet } from '../api/get-bet';
import { useBetDetailStore } from '../store';
import { BetSummary } from './bet-summary';

const TAB =
  'flex-1 cursor-pointer rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold text-fog data-[state=active]:bg-ink-600 data-[state=active]:text-white';

/**
 * Bet detail (spec document 1 section 2): tabs Bet and Fairness. The Fairness tab comes from
 * the page (`renderFairness`), which composes the fairness feature into it.
 */
export function BetDetailModal({
  renderFairness,
  renderSummary,
}: {
  renderFairness: (bet: BetRecord, close: () => void) => ReactNode;
  /** A game's own Bet tab (sports bets, issue 21); null keeps the common summary. */
  renderSummary?: (bet: BetRecord, close: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('games');
  const betId = useBetDetailStore((s) => s.betId);
  const close = useBetDetailStore((s) => s.close);
  const [tab, setTab] = useState<'bet' | 'fairness'>('bet');
  const { data: bet, isError } = useBet(betId);
  return (
    <Modal
      isOpen={betId !== null}
      onOpenChange={(open) => {
        if (!open) {
          close();
          setTab('bet');
        }
      }}
      title={bet ? bet.game_name : t('betDetail.title')}
      closeLabel={t('common.close')}
      testId="bet-detail-modal"
      className="w-[min(calc(100vw-24px),480px)]"
    >
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setTab(v as 'bet' | 'fairness')}
        dir={i18n.dir()}
      >
        <Tabs.List className="mb-4 flex gap-1 rounded-[var(--radius-control)] bg-ink-900 p-1">
          <Tabs.Trigger value="bet" className={TAB} data-testid="bet-detail-tab-bet">
            {t('betDetail.betTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="fairness" className={TAB} data-testid="bet-detail-tab-fairness">
            {t('betDetail.fairnessTab')}
          </Tabs.Trigger>
        </Tabs.List>
        {isError && <p role="alert">{t('betDetail.notFound')}</p>}
        {!bet && !isError && <Skeleton className="h-48 w-full" />}
        {bet && (
          <>
            <Tabs.Content value="bet">
              {renderSummary?.(bet, close) ?? <BetSummary bet={bet} />}
            </Tabs.Content>
            <Tabs.Content value="fairness">{renderFairness(bet, close)}</Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </Modal>
  );
}
