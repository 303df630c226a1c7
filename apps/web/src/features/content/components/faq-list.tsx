import type { FaqEntry } from '@tengu/shared';
import { ChevronDown } from 'lucide-react';
import { Markdown } from './markdown';

/**
 * Questions that open to their answers (native <details>: keyboard and screen readers for free).
 * `idPrefix` makes each entry an anchor (`#faq-fees`); the one in the URL opens.
 */
export function FaqList({
  entries,
  idPrefix,
  openId,
  testId,
}: {
  entries: readonly FaqEntry[];
  idPrefix: string;
  openId?: string | null;
  testId: string;
}) {
  return (
    <ul data-testid={testId} className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} id={`${idPrefix}${entry.id}`} className="scroll-mt-24">
          <details
            open={openId === entry.id || undefined}
            data-testid={`${testId}-item`}
            className="group rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 open:border-ink-600"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 font-semibold text-white [&::-webkit-details-marker]:hidden">
              <span dir="auto">{entry.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-fog transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-ink-700 px-4 py-3">
              <Markdown source={entry.answer} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
