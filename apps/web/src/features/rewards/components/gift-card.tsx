import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A card of the Gifts sidebar: what it is, its amount and its Claim. */
export function GiftCard({
  icon: Icon,
  title,
  hint,
  amount,
  badge,
  claimLabel,
  isClaimDisabled,
  onClaim,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  amount: string;
  badge?: ReactNode;
  claimLabel: string;
  isClaimDisabled: boolean;
  onClaim?: () => void;
  testId: string;
}) {
  return (
    <article
      data-testid={testId}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-700/50 p-3"
    >
      <div className="flex items-start gap-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-ink-900/70">
          <Icon aria-hidden="true" className="size-4 text-gold" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <h3 className="truncate text-sm font-semibold">{title}</h3>
            {badge}
          </div>
          {hint && <p className="mt-0.5 line-clamp-2 text-[11px] leading-snug text-fog">{hint}</p>}
        </div>
      </div>
      <div className="mt-2.5 flex items-center justify-between gap-2">
        <span
          data-testid={`${testId}-amount`}
          className={cn(
            'text-base font-bold tabular-nums',
            isClaimDisabled ? 'text-fog' : 'text-white',
          )}
          dir="ltr"
        >
          {amount}
        </span>
        {onClaim && (
          <Button
            size="sm"
            data-testid={`${testId}-claim`}
            disabled={isClaimDisabled}
            onClick={onClaim}
          >
            {claimLabel}
          </Button>
        )}
      </div>
    </article>
  );
}
