import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FieldProps {
  id: string;
  label: string;
  /** A translated validation message; shown in red and announced. */
  error?: string;
  /** Helper text when there is no error (availability, a locked value's reason). */
  hint?: ReactNode;
  hintTone?: 'neutral' | 'success';
  children: ReactNode;
  className?: string;
}

/** A labelled form control with its message below. */
export function Field({
  id,
  label,
  error,
  hint,
  hintTone = 'neutral',
  children,
  className,
}: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-xs font-semibold text-fog">
        {label}
      </label>
      {children}
      {error ? (
        <p
          id={`${id}-message`}
          role="alert"
          data-testid={`${id}-error`}
          className="text-xs text-red-400"
        >
          {error}
        </p>
      ) : hint ? (
        <p
          id={`${id}-message`}
          className={cn('text-xs', hintTone === 'success' ? 'text-emerald-400' : 'text-fog')}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
