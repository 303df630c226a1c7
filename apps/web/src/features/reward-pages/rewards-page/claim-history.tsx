import { History, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RewardClaimRecord } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRewardHistory } from '@/features/rewards/api/get-reward-history';
import { LoadError } from '../shared/load-error';
import { useIntlLocale, useMoney } from '../shared/use-money';

function Row({ claim, date }: { claim: RewardClaimRecord; date: string }) {
  const { t } = useTranslation('reward-pages');
  const money = useMoney();
  return (
    <li
      data-testid="rewards-history-row"
      data-kind={claim.kind}
      className="grid grid-cols-2 items-center gap-x-3 gap-y-0.5 border-b border-ink-700 px-4 py-3 last:border-b-0 md:grid-cols-[1.4fr_1fr_1fr_1fr]"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold">{t(`rewards.history.kinds.${claim.kind}`)}</p>
        <p className="text-xs text-fog">{date}</p>
      </div>
      <p
        dir="ltr"
        className="text-end font-bold text-emerald-400 tabular-nums md:text-start rtl:md:text-end"
      >
        +{money(claim.paid)}
      </p>
      <p className="text-xs text-fog md:text-sm">
        <span className="md:hidden">{t('rewards.history.value')}: </span>
        <span dir="ltr" className="tabular-nums">
          {money(claim.value)}
        </span>
      </p>
      <p className="text-end text-xs text-fog md:text-start md:text-sm">
        <span className="md:hidden">{t('rewards.history.scheduled')}: </span>
        <span dir="ltr" className="tabular-nums">
          {money(claim.scheduled)}
        </span>
      </p>
    </li>
  );
}

/** The player's claims, newest first, a page at a time (document 2 section 7: claim history). */
export function ClaimHistory() {
  const { t } = useTranslation('reward-pages');
  const locale = useIntlLocale();
  const query = useRewardHistory();
  const claims = query.data?.pages.flatMap((page) => page.claims) ?? [];
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (query.isPending) {
    body = (
      <ul aria-hidden="true" data-testid="rewards-history-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="flex items-center gap-4 border-b border-ink-700 px-4 py-4">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="ms-auto h-4 w-20" />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError && claims.length === 0) {
    body = <LoadError testId="rewards-history-error" onRetry={() => void query.refetch()} />;
  } else if (claims.length === 0) {
    body = (
      <div data-testid="rewards-history-empty" className="px-6 py-10 text-center">
        <ReceiptText aria-hidden="true" className="mx-auto mb-3 size-8 text-fog" />
        <p className="font-semibold">{t('rewards.history.empty')}</p>
        <p className="mt-1 text-sm text-fog">{t('rewards.history.emptyDetail')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div
          aria-hidden="true"
          className="hidden grid-cols-[1.4fr_1fr_1fr_1fr] gap-3 border-b border-ink-700 px-4 py-2 text-xs font-semibold text-fog uppercase md:grid"
        >
          <span />
          <span>{t('rewards.history.paid')}</span>
          <span>{t('rewards.history.value')}</span>
          <span>{t('rewards.history.scheduled')}</span>
        </div>
        <ul data-testid="rewards-history-list">
          {claims.map((claim) => (
            <Row key={claim.id} claim={claim} date={format.format(new Date(claim.created_at))} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="p-4 text-center">
            <Button
              variant="secondary"
              data-testid="rewards-history-more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('rewards.history.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      data-testid="rewards-history"
      className="overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-800"
    >
      <h2 className="flex items-center gap-2 border-b border-ink-700 px-4 py-3 font-bold xs:px-5">
        <History aria-hidden="true" className="size-5 text-accent" />
        {t('rewards.history.title')}
      </h2>
      {body}
    </section>
  );
}
