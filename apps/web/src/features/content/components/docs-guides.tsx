import type { DocumentationEntry } from '@tengu/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { matchesQuery, snippetAround } from '../anchors';
import { useDocumentation } from '../api/get-documentation';
import { ContentEmpty, ContentError } from './content-states';
import { Markdown } from './markdown';
import { SearchField } from './search-field';
import { Skeleton } from '@/components/ui/skeleton';

/** `#withdrawals` or `#withdrawals--before-your-first-withdrawal` names a tab (and a heading). */
function tabOfHash(hash: string, tabs: readonly DocumentationEntry[]): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).split('--')[0] ?? '';
  return tabs.some((tab) => tab.id === id) ? id : null;
}

function GuidesSkeleton() {
  return (
    <div data-testid="docs-guides-loading" className="space-y-3">
      <div className="flex gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-28" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-[var(--radius-card)]" />
    </div>
  );
}

function SearchResults({
  tabs,
  query,
  onPick,
}: {
  tabs: readonly DocumentationEntry[];
  query: string;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation('content');
  const hits = tabs.filter((tab) => matchesQuery(query, tab.tabTitle, tab.title, tab.content));
  if (hits.length === 0) {
    return <ContentEmpty testId="docs-search-empty" text={t('docs.noMatch', { query })} />;
  }
  return (
    <ul data-testid="docs-search-results" className="space-y-2">
      {hits.map((tab) => (
        <li key={tab.id}>
          <button
            type="button"
            onClick={() => onPick(tab.id)}
            className="w-full rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-3 text-start hover:border-ink-600 hover:bg-ink-700"
          >
            <span dir="auto" className="block font-semibold text-white">
              {tab.title}
            </span>
            <span dir="auto" className="block text-sm text-fog">
              {snippetAround(tab.content, query)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The help centre's guides on /docs (issue 23): `documentation { id tabTitle title content }`
 * as tabs, the chosen one in the URL hash (so a link opens it, and a heading anchor scrolls),
 * with a search across every tab.
 */
export function DocsGuides() {
  const { t } = useTranslation('content');
  const docs = useDocumentation();
  const tabs = useMemo(() => docs.data ?? [], [docs.data]);
  const [hash, setHash] = useState(() => window.location.hash);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const activeId = tabOfHash(hash, tabs) ?? tabs[0]?.id ?? null;
  const active = tabs.find((tab) => tab.id === activeId);
  // A heading anchor in the URL scrolls into view once its tab has rendered.
  useEffect(() => {
    if (!active || !hash.includes('--')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [active, hash]);
  const pick = (id: string, options: { scroll?: boolean } = {}) => {
    setQuery('');
    window.history.replaceState(null, '', `#${id}`);
    setHash(`#${id}`);
    // From a search result, bring the chosen guide into view (on a phone it is below the fold).
    if (options.scroll) {
      window.requestAnimationFrame(() => {
        document.getElementById('docs-guides-title')?.scrollIntoView({ block: 'start' });
      });
    }
  };

  return (
    <section aria-labelledby="docs-guides-title" className="space-y-3" data-testid="docs-guides">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 id="docs-guides-title" className="scroll-mt-20 text-lg font-bold text-white">
          {t('docs.guidesTitle')}
        </h2>
        <div className="md:w-72">
          <SearchField
            value={query}
            onChange={setQuery}
            placeholder={t('docs.searchPlaceholder')}
            label={t('docs.searchLabel')}
            testId="docs-search"
          />
        </div>
      </div>
      {docs.isPending ? (
        <GuidesSkeleton />
      ) : docs.isError ? (
        <ContentError testId="docs-guides-error" onRetry={() => void docs.refetch()} />
      ) : tabs.length === 0 ? (
        <ContentEmpty testId="docs-guides-empty" text={t('docs.empty')} />
      ) : query.trim() ? (
        <SearchResults tabs={tabs} query={query} onPick={(id) => pick(id, { scroll: true })} />
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('docs.tabsLabel')}
            className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-wrap md:px-0"
          >
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`docs-tab-${tab.id}`}
                aria-selected={tab.id === activeId}
                aria-controls="docs-tab-panel"
                data-testid={`docs-tab-${tab.id}`}
                onClick={() => pick(tab.id)}
                className={cn(
                  'shrink-0 rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                  tab.id === activeId
                    ? 'bg-accent text-white'
                    : 'bg-ink-800 text-fog hover:bg-ink-700 hover:text-white',
                )}
              >
                {tab.tabTitle}
              </button>
            ))}
          </div>
          {active && (
            <div
              id="docs-tab-panel"
              role="tabpanel"
              aria-labelledby={`docs-tab-${active.id}`}
              data-testid="docs-tab-panel"
              className="space-y-2 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 md:p-6"
            >
              <h3 dir="auto" className="text-xl font-extrabold text-white">
                {active.title}
              </h3>
              <Markdown source={active.content} anchorPrefix={`${active.id}--`} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
