import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import { Input, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The console's native select look (filters and editor fields). */
export const selectClass =
  'h-11 rounded-[var(--radius-control)] border-2 border-ink-600 bg-ink-900 px-3 text-sm text-white';

/**
 * The console editors' field rows, built on the shared `Field` (label, control, hint or error):
 * the control gets the row's id (so the label is bound to it) and a test id of the same name,
 * the hint or error under it describes it (aria-describedby), and an error marks it invalid.
 */
interface RowProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** A translated validation message; replaces the hint and is announced. */
  error?: string;
  /** Classes of the row (a grid span), not of the control. */
  className?: string;
}

const describedBy = ({ id, hint, error }: RowProps) =>
  error || hint ? `${id}-message` : undefined;

/** A labelled text input. Every other prop goes to the input. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: RowProps & Omit<InputProps, 'id' | 'className' | 'hasError'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input
        id={id}
        data-testid={id}
        aria-describedby={describedBy({ id, label, hint, error })}
        hasError={!!error}
        {...input}
      />
    </Field>
  );
}

/** A labelled native select over its `<option>` children. Every other prop goes to the select. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...select
}: RowProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        data-testid={id}
        aria-describedby={describedBy({ id, label, hint, error })}
        aria-invalid={!!error || undefined}
        className={cn(selectClass, 'w-full')}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}
