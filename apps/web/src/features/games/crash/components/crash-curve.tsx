import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { curveAt, formatMultiplier, viewAt, type CrashView } from '../crash-math';
import { useCrashStore } from '../crash-store';

const COLORS = {
  grid: 'rgba(177, 186, 211, 0.12)',
  label: 'rgba(177, 186, 211, 0.7)',
  running: '#ff5a36',
  crashed: '#ef4444',
  fillTop: 'rgba(255, 90, 54, 0.35)',
  fillBottom: 'rgba(255, 90, 54, 0)',
};

/** Round numbers for the axis labels: 1, 2, 5 × 10ⁿ steps. */
function niceStep(range: number, lines: number): number {
  const raw = range / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

function draw(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  view: CrashView,
  growth: number,
) {
  ctx.clearRect(0, 0, width, height);
  const pad = { left: 40, right: 14, top: 16, bottom: 24 };
  const plotW = Math.max(10, width - pad.left - pad.right);
  const plotH = Math.max(10, height - pad.top - pad.bottom);
  const shownMs = view.phase === 'waiting' || view.phase === 'loading' ? 0 : view.elapsed;
  const top = curveAt(shownMs, growth);
  const maxT = Math.max(8000, shownMs * 1.15);
  const maxM = Math.max(2, 1 + (top - 1) * 1.2);
  const x = (t: number) => pad.left + (t / maxT) * plotW;
  const y = (m: number) => pad.top + plotH - ((m - 1) / (maxM - 1)) * plotH;

  ctx.font = '11px ui-sans-serif, system-ui, sans-serif';
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.grid;
  ctx.fillStyle = COLORS.label;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const mStep = niceStep(maxM - 1, 4);
  for (let m = 1; m <= maxM + 1e-9; m += mStep) {
    ctx.beginPath();
    ctx.moveTo(pad.left, y(m));
    ctx.lineTo(width - pad.right, y(m));
    ctx.stroke();
    ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, pad.left - 6, y(m));
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const tStep = niceStep(maxT / 1000, 5) * 1000;
  for (let t = 0; t <= maxT + 1e-9; t += tStep) {
    ctx.fillText(`${Math.round(t / 1000)}s`, x(t), height - pad.bottom + 6);
  }
  if (shownMs <= 0) return;

  const color = view.phase === 'crashed' ? COLORS.crashed : COLORS.running;
  const steps = Math.max(24, Math.min(240, Math.floor(plotW / 3)));
  ctx.beginPath();
  ctx.moveTo(x(0), y(1));
  for (let i = 1; i <= steps; i++) {
    const t = (shownMs * i) / steps;
    ctx.lineTo(x(t), y(curveAt(t, growth)));
  }
  const endX = x(shownMs);
  const endY = y(top);
  const fill = ctx.createLinearGradient(0, pad.top, 0, pad.top + plotH);
  fill.addColorStop(0, COLORS.fillTop);
  fill.addColorStop(1, COLORS.fillBottom);
  ctx.save();
  ctx.lineTo(endX, y(1));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.globalAlpha = view.phase === 'crashed' ? 0.5 : 1;
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(x(0), y(1));
  for (let i = 1; i <= steps; i++) {
    const t = (shownMs * i) / steps;
    ctx.lineTo(x(t), y(curveAt(t, growth)));
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(endX, endY, 5, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
}

/**
 * The live curve: a canvas redrawn every animation frame from the store (never through
 * React), with the big multiplier and the countdown as text over it for screen readers.
 */
export function CrashCurve() {
  const { t } = useTranslation('crash');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const valueRef = useRef<HTMLParagraphElement>(null);
  const captionRef = useRef<HTMLParagraphElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const labels = useRef({ starting: '', crashed: '', running: '', loading: '' });
  labels.current = {
    starting: t('startingIn'),
    crashed: t('crashedAt'),
    running: t('running'),
    loading: t('loading'),
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
    const render = () => {
      const s = useCrashStore.getState();
      const tickAt = s.lastTick && s.lastTick.roundId === s.round?.id ? s.lastTick.at : null;
      const view = viewAt(s.round, s.offset, tickAt, Date.now(), s.waitingTotal);
      draw(ctx, size.width, size.height, view, s.round?.growth ?? 0.00006);
      const value =
        view.phase === 'waiting'
          ? `${(view.countdown / 1000).toFixed(1)}s`
          : view.phase === 'loading'
            ? '…'
            : formatMultiplier(view.multiplier);
      const caption =
        view.phase === 'waiting'
          ? labels.current.starting
          : view.phase === 'crashed'
            ? labels.current.crashed
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
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1">
        <p ref={captionRef} className="text-xs font-semibold tracking-wide text-fog uppercase" />
        <p
          ref={valueRef}
          data-testid="crash-multiplier"
          aria-live="off"
          className="text-4xl font-extrabold tabular-nums text-white data-[phase=crashed]:text-red-500 @md:text-6xl"
          dir="ltr"
        />
        <div className="mt-2 h-1.5 w-40 overflow-hidden rounded-full bg-ink-700">
          <div ref={barRef} className="h-full origin-left bg-accent rtl:origin-right" />
        </div>
      </div>
    </div>
  );
}
