import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One section of the settings page. */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  badge,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  badge?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 xs:p-5 md:p-6"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-700 text-accent">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold">{title}</h2>
            {badge}
          </div>
          {description && <p className="mt-1 leading-relaxed text-fog">{description}</p>}
        </div>
      </div>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}

export function StatusBadge({
  isOn,
  label,
  testId,
}: {
  isOn: boolean;
  label: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-state={isOn ? 'on' : 'off'}
      className={
        isOn
          ? 'rounded-full bg-emerald-500/15 px-2 py-0.5 text-[11px] font-bold text-emerald-400'
          : 'rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-bold text-amber-300'
      }
    >
      {label}
    </span>
  );
}
