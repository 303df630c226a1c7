import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playGameSound } from '@/features/games/sound/game-sound';
import { cashOutPoint, chartScale } from '../crash-chart';
import { drawChart, plotOf } from '../crash-chart-draw';
import { formatMultiplier, viewAt } from '../crash-math';
import { useCrashStore } from '../crash-store';
import { CrashMarkers } from './crash-markers';

/**
 * The live curve: a canvas redrawn every animation frame from the store (never through
 * React), with the big multiplier and the countdown as text over it for screen readers. Issue
 * 14: a rocket rides the gradient-filled curve, both axes grow with it, the bust turns it red
 * ("Crashed @ 2.31×"), and every cash-out of the round is pinned on the curve.
 */
export function CrashCurve() {
  const { t } = useTranslation('crash');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const valueRef = useRef<HTMLParagraphElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef<HTMLDivElement>(null);
  const labels = useRef({
    starting: '',
    running: '',
    loading: '',
    bust: (multiplier: string): string => multiplier,
  });
  labels.current = {
    starting: t('startingIn'),
    running: t('running'),
    loading: t('loading'),
    bust: (multiplier: string) => t('bust', { multiplier }),
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !box || !ctx) return;
    let size = { width: 0, height: 0 };
    const resize = () => {
      const rect = box.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      size = { width: rect.width, height: rect.height };
      canvas.width = Math.round(rect.width * ratio);
      canvas.height = Math.round(rect.height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    const observer = new ResizeObserver(resize);
    observer.observe(box);
    resize();
    let frame = 0;
    let lastText = '';
    let lastTicks = '';
    // The bust as this browser saw it: when (for the burst) and whether it saw the run (sound).
    let bust = { roundId: -1, at: 0 };
    let runningRoundId = -1;
    const render = () => {
      const s = useCrashStore.getState();
      const now = Date.now();
      const tickAt = s.lastTick && s.lastTick.roundId === s.round?.id ? s.lastTick.at : null;
      const view = viewAt(s.round, s.offset, tickAt, now, s.waitingTotal);
      const growth = s.round?.growth ?? 0.00006;
      const roundId = s.round?.id ?? -1;
      if (view.phase === 'running') runningRoundId = roundId;
      if (view.phase === 'crashed' && bust.roundId !== roundId) {
        bust = { roundId, at: now };
        if (runningRoundId === roundId) playGameSound('crash');
      }
      const scale = chartScale(view, growth);
      const ticks = drawChart(ctx, size, view, scale, growth, now, now - bust.at);
      const tickText = `${ticks.yLabels.join(' ')}|${ticks.xLabels.join(' ')}`;
      if (tickText !== lastTicks) {
        lastTicks = tickText;
        // The labels drawn, for assistive tools and tests (the canvas itself is opaque).
        box.dataset['yTicks'] = ticks.yLabels.join(' ');
        box.dataset['xTicks'] = ticks.xLabels.join(' ');
      }
      const plot = plotOf(size.width, size.height);
      for (const marker of markersRef.current?.children ?? []) {
        if (!(marker instanceof HTMLElement)) continue;
        const point = cashOutPoint(plot, scale, Number(marker.dataset['cashout']), growth);
        marker.style.visibility = point ? 'visible' : 'hidden';
        if (point) marker.style.transform = `translate(${point.x}px, ${point.y}px)`;
      }
      const value =
        view.phase === 'waiting'
          ? `${(view.countdown / 1000).toFixed(1)}s`
          : view.phase === 'loading'
            ? '…'
            : view.phase === 'crashed'
              ? labels.current.bust(formatMultiplier(view.multiplier))
              : formatMultiplier(view.multiplier);
      const caption =
        view.phase === 'waiting'
          ? labels.current.starting
          : view.phase === 'crashed'
            ? ''
            : view.phase === 'running'
              ? labels.current.running
              : labels.current.loading;
      const text = `${caption}|${value}|${view.phase}`;
      if (text !== lastText && valueRef.current && captionRef.current) {
        lastText = text;
        valueRef.current.textContent = value;
        valueRef.current.dataset['phase'] = view.phase;
        captionRef.current.textContent = caption;
      }
      const bar = barRef.current;
      if (bar) {
        bar.style.transform = `scaleX(${view.phase === 'waiting' ? view.countdownShare : 0})`;
        if (bar.parentElement)
          bar.parentElement.style.opacity = view.phase === 'waiting' ? '1' : '0';
      }
      frame = requestAnimationFrame(render);
    };
    frame = requestAnimationFrame(render);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={boxRef} className="relative h-full min-h-56 w-full" data-testid="crash-curve">
      <canvas ref={canvasRef} className="absolute inset-0 size-full" aria-hidden="true" />
      <CrashMarkers ref={markersRef} />
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1">
        <p
          ref={captionRef}
          className="min-h-4 text-xs font-semibold tracking-wide text-fog uppercase"
        />
        <p
          ref={valueRef}
          data-testid="crash-multiplier"
          aria-live="off"
          className="text-4xl font-extrabold tabular-nums text-white drop-shadow-[0_2px_6px_rgb(0_0_0/0.7)] data-[phase=crashed]:text-3xl data-[phase=crashed]:text-red-500 @md:text-6xl @md:data-[phase=crashed]:text-5xl"
          dir="auto"
        />
        <div className="mt-2 h-1.5 w-40 overflow-hidden rounded-full bg-ink-700">
          <div ref={barRef} className="h-full origin-left bg-accent rtl:origin-right" />
        </div>
      </div>
    </div>
  );
}
