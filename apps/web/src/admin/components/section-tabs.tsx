import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** The section's open tab from `?tab=`, or the first tab when the address names none it has. */
export function useSectionTab<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(raw) ? (raw as T) : tabs[0]!;
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

/**
 * A console section's title and tab list (content, rewards, promotions): one button per tab,
 * test ids `console-<section>-tab-<id>`, the open one underlined.
 */
export function SectionTabs<T extends string>({
  section,
  title,
  tabs,
  current,
  onSelect,
  labelOf,
}: {
  section: string;
  title: ReactNode;
  tabs: readonly T[];
  current: T;
  onSelect: (tab: T) => void;
  labelOf: (tab: T) => ReactNode;
}) {
  return (
    <>
      <h1 className="text-xl font-bold">{title}</h1>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-ink-700">
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={current === id}
            data-testid={`console-${section}-tab-${id}`}
            onClick={() => onSelect(id)}
            className={cn(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              current === id
                ? 'border-accent text-white'
                : 'border-transparent text-fog hover:text-white',
            )}
          >
            {labelOf(id)}
          </button>
        ))}
      </div>
    </>
  );
}
