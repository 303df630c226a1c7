import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** The settings page's native select, styled like its inputs. */
export function RgSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 cursor-pointer rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-2 text-sm text-white',
        className,
      )}
      {...props}
    />
  );
}
