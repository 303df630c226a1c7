import { cn } from '@/lib/cn';

/** A thin bar filled to `fraction` (0…1); gold when complete. */
export function ProgressBar({
  fraction,
  label,
  className,
}: {
  fraction: number;
  label: string;
  className?: string;
}) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-ink-700', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          percent >= 100 ? 'bg-gold' : 'bg-accent',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
