import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled panel of the /affiliate page. */
export function AffiliateCard({
  icon: Icon,
  title,
  children,
  testId,
  className,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  testId: string;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 md:p-5',
        className,
      )}
    >
      <header className="mb-4 flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <h2 className="min-w-0 flex-1 truncate text-base font-bold">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
