import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Building blocks of a game rule page (`games/<slug>-doc.tsx`). Every page reads the same way:
 * a lead paragraph, key facts, sections of rules, and payout tables rendered from the shared
 * game data (never retyped, so the page cannot drift from what the server pays).
 */

export function DocLead({ children }: { children: ReactNode }) {
  return <p className="max-w-3xl text-base leading-relaxed text-fog">{children}</p>;
}

export function DocSection({
  title,
  children,
  id,
}: {
  title: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="space-y-3">
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <div className="space-y-3 leading-relaxed text-fog">{children}</div>
    </section>
  );
}

export function DocList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 ps-5 marker:text-ink-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export interface DocFact {
  label: string;
  value: ReactNode;
}

/** A row of key figures (return to player, house edge, range of multipliers, ...). */
export function DocFacts({ facts }: { facts: readonly DocFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="rounded-[var(--radius-control)] border border-ink-700 bg-ink-800 px-3 py-2.5"
        >
          <dt className="text-xs font-semibold text-fog">{fact.label}</dt>
          <dd className="mt-0.5 text-base font-bold text-white" dir="ltr">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A formula, outcome mapping or code-like fragment, always left to right. */
export function DocCode({ children }: { children: ReactNode }) {
  return (
    <code
      dir="ltr"
      className="rounded bg-ink-950 px-1.5 py-0.5 font-mono text-[0.8125rem] text-white"
    >
      {children}
    </code>
  );
}

export interface DocTableProps {
  caption?: string;
  /** Column headers; the first one heads the row labels. */
  columns: readonly ReactNode[];
  /** Each row's cells, the row label first. */
  rows: readonly (readonly ReactNode[])[];
  testId?: string;
  className?: string;
}

/**
 * A payout or rule table that scrolls sideways on narrow screens instead of squeezing; numbers
 * stay left to right in right-to-left languages.
 */
export function DocTable({ caption, columns, rows, testId, className }: DocTableProps) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-[var(--radius-control)] border border-ink-700',
        className,
      )}
    >
      <table data-testid={testId} className="w-full border-collapse text-sm tabular-nums">
        {caption && (
          <caption className="bg-ink-800 px-3 py-2 text-start text-xs font-bold tracking-wide text-fog uppercase">
            {caption}
          </caption>
        )}
        <thead>
          <tr className="bg-ink-800">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className="px-3 py-2 text-start text-xs font-semibold whitespace-nowrap text-fog"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              className="border-t border-ink-700 odd:bg-ink-900 even:bg-ink-800/40"
            >
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th
                    key={cellIndex}
                    scope="row"
                    className="px-3 py-1.5 text-start font-semibold whitespace-nowrap text-white"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-1.5 whitespace-nowrap text-fog" dir="auto">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A multiplier as the tables show it: "3.5×", "0×" for a losing cell. */
export function formatMultiplier(value: number): string {
  return `${Number(value.toFixed(4))}×`;
}

/** A return to player as a percentage with two decimals: "99.00 %". */
export function formatReturn(value: number): string {
  return `${(value * 100).toFixed(2)} %`;
}
