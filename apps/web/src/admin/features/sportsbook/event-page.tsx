import type { TradingEventDetail, TradingMarket } from '@tengu/shared';
import { ArrowLeft, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatTime } from '@/admin/components/data-table';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { Button } from '@/components/ui/button';
import { useTradingEvent } from './api';
import { LiabilityBar } from './liability-bar';
import { TradingBadge } from './status-badge';
import { TradingDialog, type TradingDialogSpec } from './trading-dialog';
import { useMarketNames, type MarketNames } from './use-market-names';

/** /admin/sportsbook/:eventId: the event's markets, odds and liability per outcome; actions. */
export function TradingEventPage() {
  const { t } = useTranslation('admin');
  const { eventId = '' } = useParams();
  const event = useTradingEvent(eventId);
  const [dialog, setDialog] = useState<TradingDialogSpec | null>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Link
        to="/admin/sportsbook"
        className="inline-flex items-center gap-1 text-sm text-fog hover:text-white"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('trading.back')}
      </Link>
      <QueryView query={event} loadingRows={8}>
        {(data) => <EventMarkets event={data} onAction={setDialog} />}
      </QueryView>
      {dialog && <TradingDialog eventId={eventId} spec={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

function EventMarkets({
  event,
  onAction,
}: {
  event: TradingEventDetail;
  onAction: (spec: TradingDialogSpec) => void;
}) {
  const { t } = useTranslation('admin');
  const names = useMarketNames(event);
  return (
    <>
      <EventHeader event={event} onAction={onAction} />
      {event.markets.length === 0 ? (
        <p className="text-sm text-fog">{t('trading.noMarkets')}</p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {event.markets.map((m) => (
            <MarketCard
              key={m.id}
              market={m}
              names={names}
              isEventHeld={event.held}
              onAction={onAction}
            />
          ))}
        </div>
      )}
    </>
  );
}

function EventHeader({
  event,
  onAction,
}: {
  event: TradingEventDetail;
  onAction: (spec: TradingDialogSpec) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-start gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4">
      <div className="min-w-72 flex-1 space-y-1">
        <h1 className="text-xl font-bold" data-testid="trading-event-title">
          {event.home} – {event.away}
          {event.score && (
            <span className="ms-3 tabular-nums text-accent">
              {event.score.home}:{event.score.away}
            </span>
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-fog">
          <TradingBadge status={event.status} />
          {event.held && <TradingBadge status="held" testId="trading-event-held" />}
          <span>
            {t(`trading.sports.${event.sport as 'football'}`)} · {event.competition} ·{' '}
            {formatTime(event.startsAt)}
          </span>
        </div>
        {event.hold && (
          <p className="text-xs text-amber-200">
            {t('trading.heldBy', { by: event.hold.by, reason: event.hold.reason })}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm">
        <Figure label={t('trading.openBets')} value={String(event.openBets)} />
        <Figure label={t('trading.stake')} value={formatUsd(event.stake)} />
        <Figure label={t('trading.liability')} value={formatUsd(event.liability)} />
      </dl>
      {event.status !== 'ended' && event.status !== 'cancelled' && (
        <Button
          variant="secondary"
          data-testid={event.held ? 'trading-event-resume' : 'trading-event-suspend'}
          onClick={() => onAction({ path: event.held ? 'resume' : 'suspend' })}
        >
          {event.held ? (
            <Play className="size-4" aria-hidden />
          ) : (
            <Pause className="size-4" aria-hidden />
          )}
          {t(event.held ? 'trading.actions.resumeEvent' : 'trading.actions.suspendEvent')}
        </Button>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-fog">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function MarketCard({
  market,
  names,
  isEventHeld,
  onAction,
}: {
  market: TradingMarket;
  names: MarketNames;
  /** The whole event is held: the market's own hold button stays away (resume the event). */
  isEventHeld: boolean;
  onAction: (spec: TradingDialogSpec) => void;
}) {
  const { t } = useTranslation('admin');
  const scale = Math.max(...market.outcomes.map((o) => Math.abs(Number(o.liability))), 0);
  const isOpen = market.status === 'active' || market.status === 'suspended';
  return (
    <Panel
      title={names.market(market)}
      testId={`trading-market-${market.id}`}
      action={
        <div className="flex flex-wrap items-center gap-1">
          <TradingBadge status={market.status} testId={`trading-market-status-${market.id}`} />
          {market.held && <TradingBadge status="held" />}
        </div>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[420px] text-sm">
          <thead>
            <tr className="border-b border-ink-700 text-xs text-fog">
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t('trading.outcome')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('trading.odds')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('trading.bets')}
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t('trading.liabilityIfWins')}
              </th>
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((o) => (
              <tr key={o.id} className="border-b border-ink-700/60 last:border-0">
                <td
                  className="px-4 py-2 font-semibold"
                  data-testid={`trading-outcome-${market.id}-${o.id}`}
                >
                  {names.outcome(market, o.id)}
                  {o.result && (
                    <span className="ms-2 text-xs font-normal text-fog">
                      {t(`trading.results.${o.result as 'won'}`)}
                    </span>
                  )}
                </td>
                <td
                  className={`px-2 py-2 text-end tabular-nums ${o.active ? '' : 'text-fog line-through'}`}
                >
                  {(o.odds / 1000).toFixed(2)}
                </td>
                <td className="px-2 py-2 text-end tabular-nums">{o.bets}</td>
                <td className="px-4 py-2">
                  <LiabilityBar
                    value={o.liability}
                    scale={scale}
                    isWorst={market.worstOutcomeId === o.id}
                    testId={`trading-liability-${market.id}-${o.id}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <footer className="flex flex-wrap items-center gap-2 border-t border-ink-700 px-4 py-2">
        <span className="me-auto text-xs text-fog">
          {t('trading.marketTotals', {
            bets: market.openBets,
            stake: formatUsd(market.stake),
          })}
        </span>
        {isOpen && !isEventHeld && (
          <Button
            size="sm"
            variant="secondary"
            data-testid={`trading-${market.held ? 'resume' : 'suspend'}-${market.id}`}
            onClick={() => onAction({ path: market.held ? 'resume' : 'suspend', market, names })}
          >
            {t(market.held ? 'trading.actions.resume' : 'trading.actions.suspend')}
          </Button>
        )}
        {isOpen && (
          <Button
            size="sm"
            variant="secondary"
            data-testid={`trading-settle-${market.id}`}
            onClick={() => onAction({ path: 'settle', market, names })}
          >
            {t('trading.actions.settle')}
          </Button>
        )}
        {market.status === 'settled' && (
          <Button
            size="sm"
            variant="ghost"
            data-testid={`trading-rollback-${market.id}`}
            onClick={() => onAction({ path: 'rollback', market, names })}
          >
            {t('trading.actions.rollback')}
          </Button>
        )}
      </footer>
    </Panel>
  );
}
