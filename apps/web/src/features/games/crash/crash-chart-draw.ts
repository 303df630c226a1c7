import { curveAt, type CrashView } from './crash-math';
import {
  formatMultiplierTick,
  multiplierTicks,
  pointOf,
  timeTicks,
  type ChartScale,
  type Plot,
} from './crash-chart';

const COLORS = {
  grid: 'rgba(177, 186, 211, 0.10)',
  axis: 'rgba(177, 186, 211, 0.35)',
  label: 'rgba(177, 186, 211, 0.75)',
  lineFrom: '#ff5a36',
  lineTo: '#ffc23d',
  crashed: '#ef4444',
};

export const PAD = { left: 44, right: 16, top: 16, bottom: 26 };

export function plotOf(width: number, height: number): Plot {
  return {
    left: PAD.left,
    top: PAD.top,
    width: Math.max(10, width - PAD.left - PAD.right),
    height: Math.max(10, height - PAD.top - PAD.bottom),
  };
}

/** Grid lines and both axes' labels; returns the labels drawn (the page exposes them). */
function drawAxes(ctx: CanvasRenderingContext2D, plot: Plot, scale: ChartScale) {
  const yTicks = multiplierTicks(scale.maxMultiplier);
  const xTicks = timeTicks(scale.maxMs);
  ctx.font = '11px ui-sans-serif, system-ui, sans-serif';
  ctx.lineWidth = 1;
  ctx.strokeStyle = COLORS.grid;
  ctx.fillStyle = COLORS.label;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const yLabels = yTicks.map((m) => formatMultiplierTick(m, scale.maxMultiplier));
  yTicks.forEach((m, i) => {
    const { y } = pointOf(plot, scale, 0, m);
    ctx.beginPath();
    ctx.moveTo(plot.left, y);
    ctx.lineTo(plot.left + plot.width, y);
    ctx.stroke();
    ctx.fillText(yLabels[i] ?? '', plot.left - 6, y);
  });
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const xLabels = xTicks.map((ms) => `${Math.round(ms / 1000)}s`);
  xTicks.forEach((ms, i) => {
    const { x } = pointOf(plot, scale, ms, 1);
    ctx.fillText(xLabels[i] ?? '', x, plot.top + plot.height + 8);
  });
  ctx.strokeStyle = COLORS.axis;
  ctx.beginPath();
  ctx.moveTo(plot.left, plot.top);
  ctx.lineTo(plot.left, plot.top + plot.height);
  ctx.lineTo(plot.left + plot.width, plot.top + plot.height);
  ctx.stroke();
  return { yLabels, xLabels };
}

function tracePath(
  ctx: CanvasRenderingContext2D,
  plot: Plot,
  scale: ChartScale,
  growth: number,
  steps: number,
) {
  ctx.beginPath();
  const start = pointOf(plot, scale, 0, 1);
  ctx.moveTo(start.x, start.y);
  for (let i = 1; i <= steps; i++) {
    const ms = (scale.shownMs * i) / steps;
    const p = pointOf(plot, scale, ms, curveAt(ms, growth));
    ctx.lineTo(p.x, p.y);
  }
}

/** A small rocket pointing along the curve, its flame flickering with the clock. */
function drawRocket(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  angle: number,
  now: number,
) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(1.5, 1.5);
  const flicker = 0.75 + 0.25 * Math.sin(now / 45);
  const flame = ctx.createLinearGradient(-30, 0, -12, 0);
  flame.addColorStop(0, 'rgba(255, 90, 54, 0)');
  flame.addColorStop(1, 'rgba(255, 194, 61, 0.95)');
  ctx.fillStyle = flame;
  ctx.beginPath();
  ctx.moveTo(-12, -4);
  ctx.lineTo(-12 - 16 * flicker, 0);
  ctx.lineTo(-12, 4);
  ctx.closePath();
  ctx.fill();
  // Body, nose and fins.
  ctx.fillStyle = '#e8ecf6';
  ctx.beginPath();
  ctx.moveTo(10, 0);
  ctx.quadraticCurveTo(4, -6, -12, -5);
  ctx.lineTo(-12, 5);
  ctx.quadraticCurveTo(4, 6, 10, 0);
  ctx.fill();
  ctx.fillStyle = COLORS.lineFrom;
  ctx.beginPath();
  ctx.moveTo(-6, -5);
  ctx.lineTo(-13, -10);
  ctx.lineTo(-12, -4);
  ctx.moveTo(-6, 5);
  ctx.lineTo(-13, 10);
  ctx.lineTo(-12, 4);
  ctx.fill();
  ctx.fillStyle = '#3b82f6';
  ctx.beginPath();
  ctx.arc(1, 0, 2.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The bust: a burst of red rings where the rocket was, fading over `age` ms. */
function drawBurst(ctx: CanvasRenderingContext2D, x: number, y: number, age: number) {
  const share = Math.min(1, age / 700);
  ctx.save();
  ctx.globalAlpha = 1 - share * 0.7;
  ctx.fillStyle = 'rgba(239, 68, 68, 0.35)';
  ctx.beginPath();
  ctx.arc(x, y, 8 + 22 * share, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = COLORS.crashed;
  ctx.lineWidth = 2;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const r1 = 6 + 10 * share;
    const r2 = 12 + 18 * share;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r1, y + Math.sin(a) * r1);
    ctx.lineTo(x + Math.cos(a) * r2, y + Math.sin(a) * r2);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * One frame: axes, the gradient-filled curve, the rocket at its head while running, the red
 * curve and a burst once crashed. `crashAge` is how long ago (ms) this browser saw the bust.
 */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  view: CrashView,
  scale: ChartScale,
  growth: number,
  now: number,
  crashAge: number,
) {
  ctx.clearRect(0, 0, size.width, size.height);
  const plot = plotOf(size.width, size.height);
  const labels = drawAxes(ctx, plot, scale);
  if (scale.shownMs <= 0) return labels;

  const isCrashed = view.phase === 'crashed';
  const steps = Math.max(24, Math.min(240, Math.floor(plot.width / 3)));
  const head = pointOf(plot, scale, scale.shownMs, curveAt(scale.shownMs, growth));
  const base = pointOf(plot, scale, 0, 1);

  const fill = ctx.createLinearGradient(0, head.y, 0, base.y);
  fill.addColorStop(0, isCrashed ? 'rgba(239, 68, 68, 0.30)' : 'rgba(255, 140, 54, 0.40)');
  fill.addColorStop(1, 'rgba(255, 90, 54, 0)');
  tracePath(ctx, plot, scale, growth, steps);
  ctx.lineTo(head.x, base.y);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();

  const stroke = ctx.createLinearGradient(base.x, 0, head.x, 0);
  stroke.addColorStop(0, isCrashed ? COLORS.crashed : COLORS.lineFrom);
  stroke.addColorStop(1, isCrashed ? COLORS.crashed : COLORS.lineTo);
  tracePath(ctx, plot, scale, growth, steps);
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();

  if (isCrashed) {
    drawBurst(ctx, head.x, head.y, crashAge);
    return labels;
  }
  // The rocket follows the curve's slope just behind the head.
  const behindMs = Math.max(0, scale.shownMs - scale.maxMs / 60);
  const behind = pointOf(plot, scale, behindMs, curveAt(behindMs, growth));
  const angle = Math.atan2(head.y - behind.y, Math.max(0.5, head.x - behind.x));
  drawRocket(ctx, head.x, head.y, angle, now);
  return labels;
}
