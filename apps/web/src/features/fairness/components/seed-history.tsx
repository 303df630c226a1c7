import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { useSeedHistory } from '../api/get-seed-history';
import { useFairnessStore } from '../store';
import { groupByNonceRange } from '../verify';

/** Revealed pairs, grouped by nonce range (spec document 2 section 3, Seed-history game). */
export function SeedHistory() {
  const { t } = useTranslation('games');
  const { data, isPending } = useSeedHistory();
  const open = useFairnessStore((s) => s.open);
  const game = useFairnessStore((s) => s.game);
  const date = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (isPending) return <Skeleton className="h-20 w-full" />;
  const groups = groupByNonceRange(data?.pairs ?? []);
  return (
    <section data-testid="seed-history" className="space-y-2">
      <h3 className="text-sm font-bold">{t('fairness.history')}</h3>
      {groups.length === 0 && <p className="text-sm text-fog">{t('fairness.historyEmpty')}</p>}
      {groups.map((group) => (
        <div
          key={`${group.min}-${group.max}-${group.pairs[0]?.server_seed}`}
          className="rounded-[var(--radius-control)] bg-ink-900 p-3"
        >
          <p className="mb-2 text-xs font-semibold text-fog">
            {group.min === null
              ? t('fairness.unused')
              : t('fairness.nonceRange', { min: group.min, max: group.max })}
          </p>
          <ul className="space-y-2">
            {group.pairs.map((pair) => (
              <li key={pair.server_seed} data-testid="seed-history-pair" className="text-xs">
                <p className="text-fog">{date.format(new Date(pair.start_date))}</p>
                <p className="truncate font-mono" dir="ltr" data-testid="seed-history-server-seed">
                  {pair.server_seed}
                </p>
                <p className="truncate font-mono text-fog" dir="ltr">
                  {pair.client_seed}
                </p>
                {pair.min_nonce !== null && (
                  <button
                    type="button"
                    data-testid="seed-history-verify"
                    className="mt-1 cursor-pointer font-semibold text-accent hover:underline"
                    onClick={() =>
                      open({
                        tab: 'verify',
                        prefill: {
                          game,
                          serverSeed: pair.server_seed,
                          clientSeed: pair.client_seed,
                          nonce: pair.min_nonce ?? 0,
                        },
                      })
                    }
                  >
                    {t('fairness.verifyPair')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
