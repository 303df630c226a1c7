import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One reward on /rewards: its icon and name, what it holds, and its action at the bottom. */
export function RewardCard({
  icon: Icon,
  title,
  aside,
  children,
  footer,
  testId,
  tone = 'accent',
  className,
}: {
  icon: LucideIcon;
  title: string;
  /** A short tag beside the title (the rate, a state). */
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  tone?: 'accent' | 'gold' | 'emerald' | 'sky' | 'violet';
  className?: string;
}) {
  const tones = {
    accent: 'bg-accent/15 text-accent',
    gold: 'bg-gold/15 text-gold',
    emerald: 'bg-emerald-400/15 text-emerald-400',
    sky: 'bg-sky-400/15 text-sky-400',
    violet: 'bg-violet-400/15 text-violet-300',
  } as const;
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5',
        className,
      )}
    >
      <header className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            tones[tone],
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-bold">{title}</h2>
          {aside && <div className="text-xs text-fog">{aside}</div>}
        </div>
      </header>
      <div className="flex-1">{children}</div>
      {footer && <div>{footer}</div>}
    </section>
  );
}

/** The big figure of a card. */
export function CardAmount({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div>
      <p className="text-xs text-fog">{label}</p>
      <p data-testid={testId} dir="ltr" className="text-2xl font-black tabular-nums rtl:text-end">
        {children}
      </p>
    </div>
  );
}
