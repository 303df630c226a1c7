import { formatUsd } from '@/admin/components/format-usd';
import { cn } from '@/lib/cn';

/**
 * An outcome's liability as a bar from the middle: right and red when the house loses if it
 * wins, left and green when it wins; the market's worst case is outlined. Scaled to the largest
 * absolute value of the market.
 */
export function LiabilityBar({
  value,
  scale,
  isWorst,
  testId,
}: {
  value: string;
  scale: number;
  isWorst: boolean;
  testId?: string;
}) {
  const amount = Number(value);
  const share = scale > 0 ? Math.min(1, Math.abs(amount) / scale) : 0;
  const isLoss = amount > 0;
  return (
    <div className="flex min-w-40 items-center gap-2" data-testid={testId}>
      <div
        className={cn(
          'relative h-3 flex-1 overflow-hidden rounded-full bg-ink-900',
          isWorst && isLoss && 'ring-1 ring-red-400',
        )}
      >
        <div className="absolute inset-y-0 start-1/2 w-px bg-ink-600" />
        <div
          className={cn(
            'absolute inset-y-0',
            isLoss ? 'start-1/2 bg-red-400/80' : 'end-1/2 bg-emerald-400/70',
          )}
          style={{ width: `${share * 50}%` }}
        />
      </div>
      <span
        className={cn(
          'w-24 text-end text-xs tabular-nums',
          isLoss ? 'font-semibold text-red-300' : 'text-fog',
        )}
      >
        {formatUsd(value)}
      </span>
    </div>
  );
}
