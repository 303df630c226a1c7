/**
 * The P&L chart's geometry: the running profit as an SVG polyline over the session, scaled so
 * zero (break-even) is always in view. Starts from 0 before the first bet.
 */
export interface PnlGeometry {
  points: string;
  /** The y of break-even. */
  zeroY: number;
  /** Closed shape between the line and break-even, for the fill. */
  area: string;
}

export function pnlGeometry(
  history: readonly number[],
  width: number,
  height: number,
): PnlGeometry {
  const values = [0, ...history];
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  const pad = 2;
  const usable = height - pad * 2;
  // Nothing won or lost yet: break-even runs through the middle.
  const y = (value: number) => (span === 0 ? height / 2 : pad + ((max - value) / span) * usable);
  const x = (index: number) => (values.length === 1 ? 0 : (index / (values.length - 1)) * width);
  const coords = values.map((value, index) => `${round(x(index))},${round(y(value))}`);
  const zeroY = round(y(0));
  return {
    points: coords.join(' '),
    zeroY,
    area: `0,${zeroY} ${coords.join(' ')} ${round(x(values.length - 1))},${zeroY}`,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
