import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A titled panel of a feature page (/affiliate, /raffle): icon, title, an optional action on the
 * right, then the content. `className` carries the padding (pages differ), `iconClassName` the
 * icon's colour.
 */
export function TitledCard({
  icon: Icon,
  iconClassName = 'text-accent',
  title,
  children,
  testId,
  className,
  action,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  children: ReactNode;
  testId: string;
  className: string;
  action?: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col rounded-[var(--radius-card)] border border-ink-700 bg-ink-800',
        className,
      )}
    >
      <header className="mb-4 flex items-center gap-2">
        <Icon aria-hidden="true" className={cn('size-5 shrink-0', iconClassName)} />
        <h2 className="min-w-0 flex-1 truncate text-base font-bold">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
