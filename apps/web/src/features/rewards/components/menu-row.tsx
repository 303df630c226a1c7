import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A Claim in the dropdown: a menu item (reachable with the arrow keys) that keeps it open. */
export const claimItemClass =
  'shrink-0 cursor-pointer rounded-md bg-accent px-3 py-1 text-xs font-bold text-white outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-accent-hover data-[highlighted]:ring-2 data-[highlighted]:ring-white/40';

/** One row of the rewards dropdown: icon, label and value, an action at the end, extras below. */
export function MenuRow({
  icon: Icon,
  label,
  value,
  action,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value?: ReactNode;
  action?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId} className="rounded-md px-3 py-2">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-fog" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-fog">{label}</p>
          {value !== undefined && (
            <div className="text-sm font-semibold break-words text-white">{value}</div>
          )}
        </div>
        {action}
      </div>
      {children && <div className="ps-7">{children}</div>}
    </div>
  );
}
