import type { Quest } from '@tengu/shared';
import { AlertTriangle, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QuestCard } from '../components/quest-card';

const GRID = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';

/** The quests as cards, with their loading, error and empty states. */
export function QuestList({
  query,
  onOpen,
}: {
  query: {
    data: { quests: Quest[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('quests');
  return (
    <section aria-labelledby="dashboard-quests-title">
      <h2 id="dashboard-quests-title" className="mb-3 text-lg font-bold">
        {t('list.title')}
      </h2>
      {query.isPending ? (
        <div data-testid="quests-loading" className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : query.isError || !query.data ? (
        <div
          data-testid="quests-error"
          role="alert"
          className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 px-6 py-10 text-center"
        >
          <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-8 text-red-400" />
          <p className="mb-4 text-fog">{t('list.loadError')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : query.data.quests.length === 0 ? (
        <div
          data-testid="quests-empty"
          className="rounded-[var(--radius-card)] border border-dashed border-ink-600 px-6 py-10 text-center text-fog"
        >
          <ScrollText aria-hidden="true" className="mx-auto mb-3 size-8" />
          <p>{t('list.empty')}</p>
        </div>
      ) : (
        <div className={GRID}>
          {query.data.quests.map((quest) => (
            <QuestCard key={quest.id} quest={quest} onOpen={() => onOpen(quest.id)} />
          ))}
        </div>
      )}
    </section>
  );
}
