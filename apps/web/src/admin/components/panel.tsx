import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of a console page. */
export function Panel({
  title,
  action,
  children,
  className,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'min-w-0 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800',
        className,
      )}
    >
      <header className="flex min-h-12 items-center gap-2 border-b border-ink-700 px-4 py-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-bold">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
