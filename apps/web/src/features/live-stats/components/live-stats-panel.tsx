import { ChartLine, RotateCcw, Settings2, X } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLevelTitle } from '@/features/auth/use-level-title';
import { vipProgress } from '@/features/auth/vip-progress';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { freeSpotShrinking } from '@/lib/floating-placement';
import { useFloatingLayer } from '@/lib/floating-stack';
import { floatingArea, keepClearObstacles } from '@/lib/keep-clear';
import { formatUsd, toCents } from '@/lib/formatters';
import { LocalizedLink } from '@/lib/localized-link';
import { useLiveStatsStore } from '../live-stats-store';
import { LiveStatsSettings } from './live-stats-settings';
import { PnlChart } from './pnl-chart';
import { DailyDollarsStat, RakebackStat, TicketCount } from './reward-stats';

/** Spec document 1 sections 2 and 9: 280 px wide. */
const PANEL_WIDTH = 280;
const HEADER_HEIGHT = 60;
/** The shortest it opens at to stay clear of the page's controls: the header and betting stats. */
const MIN_FIT_HEIGHT = 240;

/**
 * Below 768 px the phone footer (60 px) covers the bottom of the screen. The numbers of
 * lib/breakpoints.ts, written out: importing it here would split a shared chunk off the first
 * page's JavaScript.
 */
const footerHeight = () => (window.innerWidth < 768 ? 60 : 0);

function clamp(point: { x: number; y: number }, height: number) {
  const maxX = Math.max(0, window.innerWidth - PANEL_WIDTH);
  const bottom = window.innerHeight - footerHeight();
  const maxY = Math.max(HEADER_HEIGHT, bottom - Math.min(height, bottom));
  return {
    x: Math.round(Math.min(Math.max(0, point.x), maxX)),
    y: Math.round(Math.min(Math.max(HEADER_HEIGHT, point.y), maxY)),
  };
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="border-b border-ink-700 px-3 py-2.5 last:border-b-0">
      <h3 className="mb-1.5 text-[11px] font-bold tracking-wider text-fog uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Stat({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: 'up' | 'down';
}) {
  return (
    <div className="rounded-md bg-ink-900/70 px-2 py-1.5">
      <dt className="text-[11px] text-fog">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          'truncate text-sm font-bold tabular-nums',
          tone === 'up' && 'text-emerald-400',
          tone === 'down' && 'text-rose-400',
        )}
        dir="ltr"
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The floating Live Stats panel (spec document 1 section 2): the session's betting figures with
 * a reset, the P&L graph, and the player's raffle, VIP, Daily Dollars and rakeback standing.
 */
export default function LiveStatsPanel() {
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  const store = useLiveStatsStore();
  const { toggles, session, opacity } = store;
  const { data: user } = useCurrentUser();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const drag = useRef<{ id: number; dx: number; dy: number } | null>(null);
  const [position, setPosition] = useState(
    () => store.position ?? { x: window.innerWidth - PANEL_WIDTH - 16, y: HEADER_HEIGHT + 16 },
  );

  const layer = useFloatingLayer('live-stats');
  // Opened for the first time: the free spot that covers none of the game's controls, another
  // panel or a window's buttons, else the least of them (issue 14); a dragged panel stays put.
  // Where no spot is free for the whole panel, it opens shorter and scrolls inside.
  const hasStoredPosition = store.position !== null;
  const [fitHeight, setFitHeight] = useState<number | undefined>();
  useLayoutEffect(() => {
    if (hasStoredPosition || !ref.current) return;
    const size = { width: PANEL_WIDTH, height: ref.current.offsetHeight };
    const obstacles = keepClearObstacles(ref.current);
    const spot = freeSpotShrinking(size, MIN_FIT_HEIGHT, floatingArea(), obstacles);
    setPosition(spot.point);
    if (spot.height < size.height) setFitHeight(spot.height);
  }, [hasStoredPosition]);

  useEffect(() => {
    const reclamp = () => setPosition((p) => clamp(p, ref.current?.offsetHeight ?? 48));
    // A stored position may come from a larger screen; a new one was just placed on this one
    // (before its shorter height applied, which a clamp now would not know).
    if (hasStoredPosition) reclamp();
    window.addEventListener('resize', reclamp);
    return () => window.removeEventListener('resize', reclamp);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id: event.pointerId,
      dx: event.clientX - position.x,
      dy: event.clientY - position.y,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    const { dx, dy } = drag.current;
    setPosition(
      clamp({ x: event.clientX - dx, y: event.clientY - dy }, ref.current?.offsetHeight ?? 48),
    );
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    store.move(position);
  };

  const profitCents = toCents(session.profit);
  const levelTitle = useLevelTitle();
  const vip = user ? vipProgress(user.level, user.amount_wagered, levelTitle) : null;

  return (
    <section
      ref={ref}
      data-testid="live-stats-panel"
      data-keep-clear="control"
      aria-labelledby="live-stats-title"
      onPointerDownCapture={layer.raise}
      className="fixed flex max-h-[calc(100dvh-140px)] flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-600 bg-ink-800 shadow-[0_16px_48px_rgb(0_0_0/0.5)] transition-opacity md:max-h-[calc(100dvh-80px)]"
      style={{
        left: position.x,
        top: position.y,
        width: PANEL_WIDTH,
        opacity,
        zIndex: layer.zIndex,
        maxHeight: fitHeight,
      }}
    >
      <header
        data-testid="live-stats-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className="flex h-10 shrink-0 cursor-grab touch-none items-center gap-2 border-b border-ink-700 ps-3 pe-1 select-none active:cursor-grabbing"
      >
        <ChartLine aria-hidden="true" className="size-4 text-accent" />
        <h2 id="live-stats-title" className="flex-1 text-sm font-bold">
          {t('liveStats.title')}
        </h2>
        <button
          type="button"
          data-testid="live-stats-settings-toggle"
          aria-label={t('liveStats.settings')}
          aria-expanded={isSettingsOpen}
          title={t('liveStats.settings')}
          onClick={() => setSettingsOpen((open) => !open)}
          className={cn(
            'flex size-7 cursor-pointer items-center justify-center rounded-md hover:bg-ink-600 hover:text-white',
            isSettingsOpen ? 'bg-ink-600 text-white' : 'text-fog',
          )}
        >
          <Settings2 aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          data-testid="live-stats-close"
          aria-label={t('liveStats.close')}
          title={t('liveStats.close')}
          onClick={store.close}
          className="flex size-7 cursor-pointer items-center justify-center rounded-md text-fog hover:bg-ink-600 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>

      <div className="min-h-0 overflow-y-auto overscroll-contain">
        {isSettingsOpen && <LiveStatsSettings />}

        {toggles.bettingStats && (
          <Section title={t('liveStats.sections.bettingStats')} testId="live-stats-betting">
            <dl className="grid grid-cols-2 gap-1.5">
              <Stat
                label={t('liveStats.profit')}
                value={formatUsd(session.profit, language)}
                testId="live-stats-profit"
                tone={profitCents > 0n ? 'up' : profitCents < 0n ? 'down' : undefined}
              />
              <Stat
                label={t('liveStats.wagered')}
                value={formatUsd(session.wagered, language)}
                testId="live-stats-wagered"
              />
              <Stat
                label={t('liveStats.wins')}
                value={String(session.wins)}
                testId="live-stats-wins"
                tone="up"
              />
              <Stat
                label={t('liveStats.losses')}
                value={String(session.losses)}
                testId="live-stats-losses"
                tone="down"
              />
            </dl>
            <button
              type="button"
              data-testid="live-stats-reset"
              onClick={store.resetSession}
              className="mt-2 flex w-full cursor-pointer items-center justify-center gap-1.5 rounded-md bg-ink-700 py-1.5 text-xs font-semibold text-fog hover:bg-ink-600 hover:text-white"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              {t('liveStats.reset')}
            </button>
          </Section>
        )}

        {toggles.graph && (
          <Section title={t('liveStats.sections.graph')} testId="live-stats-graph">
            <PnlChart history={session.history} />
          </Section>
        )}

        {toggles.tickets && (
          <Section title={t('liveStats.sections.tickets')} testId="live-stats-tickets">
            <TicketCount />
            <p className="text-xs leading-relaxed text-fog">{t('liveStats.ticketsHint')}</p>
            <LocalizedLink
              to="/raffle"
              className="mt-1 inline-block text-xs font-semibold text-accent hover:underline"
            >
              {t('liveStats.ticketsLink')}
            </LocalizedLink>
          </Section>
        )}

        {toggles.vip && vip && (
          <Section title={t('liveStats.sections.vip')} testId="live-stats-vip">
            <div className="mb-1 flex justify-between text-xs">
              <span className="font-semibold">{vip.title}</span>
              <span className="text-fog tabular-nums">{vip.percent.toFixed(1)}%</span>
            </div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(vip.percent)}
              className="h-1.5 overflow-hidden rounded-full bg-ink-900"
            >
              <div className="h-full rounded-full bg-accent" style={{ width: `${vip.percent}%` }} />
            </div>
            {vip.nextTitle && (
              <p className="mt-1 text-[11px] text-fog">
                {t('liveStats.nextLevel', { title: vip.nextTitle })}
              </p>
            )}
          </Section>
        )}

        {toggles.dailyDollars && (
          <Section title={t('liveStats.sections.dailyDollars')} testId="live-stats-daily">
            <DailyDollarsStat />
          </Section>
        )}

        {toggles.rakeback && (
          <Section title={t('liveStats.sections.rakeback')} testId="live-stats-rakeback">
            <RakebackStat />
          </Section>
        )}
      </div>
    </section>
  );
}
