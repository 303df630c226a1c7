import type { GoldHistoryItem } from '@tengu/shared';
import { AlertTriangle, Coins, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoldHistory } from '../api/get-gold-history';
import { useQuestFormat } from '../use-quest-format';

/**
 * The Gold history modal (spec document 2 sections 2 and 3: id, title, date, reward,
 * multiplier): every Gold credit, newest first, with its skeleton, empty and error states.
 */
export function GoldHistoryModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('quests');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('history.title')}
      closeLabel={t('detail.close')}
      testId="gold-history"
      className="w-[min(calc(100vw-24px),520px)]"
    >
      {isOpen && <HistoryBody />}
    </Modal>
  );
}

function HistoryBody() {
  const { t } = useTranslation('quests');
  const history = useGoldHistory();
  if (history.isPending) {
    return (
      <div data-testid="gold-history-loading" className="space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <div data-testid="gold-history-error" role="alert" className="py-6 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-8 text-red-400" />
        <p className="mb-4 text-fog">{t('history.loadError')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (history.data.items.length === 0) {
    return (
      <div data-testid="gold-history-empty" className="py-8 text-center text-fog">
        <History aria-hidden="true" className="mx-auto mb-3 size-8" />
        <p>{t('history.empty')}</p>
      </div>
    );
  }
  return (
    <div>
      <div className="mb-1 hidden grid-cols-[4rem_minmax(0,1fr)_6rem_4.5rem] gap-2 px-3 text-xs text-fog xs:grid">
        <span>{t('history.id')}</span>
        <span>{t('history.name')}</span>
        <span className="text-end">{t('history.reward')}</span>
        <span className="text-end">{t('history.multiplier')}</span>
      </div>
      <ul className="space-y-1.5">
        {history.data.items.map((item) => (
          <HistoryRow key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function HistoryRow({ item }: { item: GoldHistoryItem }) {
  const { t } = useTranslation('quests');
  const format = useQuestFormat();
  const title = item.source === 'quest' ? item.title : t(`history.sources.${item.source}`);
  return (
    <li
      data-testid="gold-history-item"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 rounded-[var(--radius-control)] bg-ink-900/60 px-3 py-2 xs:grid-cols-[4rem_minmax(0,1fr)_6rem_4.5rem]"
    >
      <span className="order-3 text-xs text-fog tabular-nums xs:order-none" dir="ltr">
        #{item.id}
      </span>
      <span className="order-1 min-w-0 xs:order-none">
        <span dir="auto" className="block truncate font-semibold text-white">
          {title}
        </span>
        <time dateTime={item.date} className="block text-xs text-fog">
          {format.date(item.date, true)}
        </time>
      </span>
      <span
        className="order-2 flex items-center justify-end gap-1 font-semibold text-gold tabular-nums xs:order-none"
        dir="ltr"
      >
        <Coins aria-hidden="true" className="size-4" />+{format.gold(item.reward)}
      </span>
      <span
        className="order-4 text-end text-xs text-fog tabular-nums xs:order-none xs:text-sm"
        dir="ltr"
        aria-label={t('history.multiplier')}
      >
        ×{item.multiplier}
      </span>
    </li>
  );
}
