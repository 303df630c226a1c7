import { cn } from '@/lib/cn';

/** An on/off switch (`role="switch"`), named by the element `labelledBy` points at. */
export function Switch({
  isOn,
  onToggle,
  labelledBy,
  testId,
  disabled = false,
}: {
  isOn: boolean;
  onToggle: () => void;
  labelledBy: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={labelledBy}
      data-testid={testId}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:cursor-default disabled:opacity-60',
        isOn ? 'bg-accent' : 'bg-ink-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          isOn
            ? 'translate-x-[22px] rtl:-translate-x-[22px]'
            : 'translate-x-0.5 rtl:-translate-x-0.5',
        )}
      />
    </button>
  );
}
