import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  hasError?: boolean;
}

export function Input({ className, hasError = false, ...props }: InputProps) {
  return (
    <input
      aria-invalid={hasError || undefined}
      className={cn(
        'h-11 w-full min-w-0 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white transition-colors outline-none placeholder:text-ink-500 read-only:opacity-70 focus:border-ink-500 disabled:opacity-50',
        hasError && 'border-red-500/70 focus:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
