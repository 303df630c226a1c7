import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export interface LimboView {
  key: number;
  result: number;
  isWin: boolean;
}

const DURATION_MS = 450;

/** Counts up from 1.00× to the result; purely visual, never waited for. */
export function LimboResult({ last }: { last: LimboView | null }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (!last) return;
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / DURATION_MS);
      // Ease out on a log scale so that 2× and 10,000× take the same time.
      const eased = 1 - (1 - progress) ** 3;
      setShown(progress < 1 ? Math.exp(Math.log(last.result) * eased) : last.result);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [last]);
  const isDone = last !== null && shown === last.result;
  return (
    <p
      data-testid="limbo-result"
      data-result={last?.result}
      className={cn(
        'text-7xl font-black tabular-nums transition-colors md:text-8xl',
        !isDone && 'text-white',
        isDone && (last.isWin ? 'text-emerald-400' : 'text-red-400'),
      )}
      dir="ltr"
    >
      {(last ? shown : 1).toFixed(2)}×
    </p>
  );
}
