import { ArrowRight, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '@/lib/localized-link';
import { DOC_SUMMARY_KEY, DOC_TITLE_KEY, GAME_DOCS } from '../game-docs';
import { useGameDocText } from '../hooks/use-game-doc-text';
import { DocsLayout } from './docs-layout';

/**
 * `/docs`: the rule pages of the in-house games; `guides` is the slot for the help centre's
 * documentation tabs (issue 23), composed by the page, shown above the rules.
 */
export function DocsIndex({ guides }: { guides?: ReactNode }) {
  const { t } = useTranslation('docs');
  const text = useGameDocText();
  return (
    <DocsLayout activeSlug={null} title={t('title')}>
      <p className="max-w-3xl text-base leading-relaxed text-fog">{t('intro')}</p>
      {guides}
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-white">{t('gameRules')}</h2>
        {GAME_DOCS.length === 0 ? (
          <p className="text-fog">{t('empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="docs-game-list">
            {GAME_DOCS.map((entry) => (
              <li key={entry.slug}>
                <LocalizedLink
                  to={`/docs/games/${entry.slug}`}
                  data-testid={`docs-card-${entry.slug}`}
                  className="group flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 transition-colors hover:border-ink-600 hover:bg-ink-700"
                >
                  <span className="flex items-center gap-2 font-bold text-white">
                    <FileText aria-hidden="true" className="size-4 text-accent" />
                    {text(entry.namespace, entry.prefix + DOC_TITLE_KEY)}
                  </span>
                  <span className="flex-1 text-sm leading-relaxed text-fog">
                    {text(entry.namespace, entry.prefix + DOC_SUMMARY_KEY)}
                  </span>
                  <span className="flex items-center gap-1 text-xs font-semibold text-accent">
                    {t('read')}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-3.5 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                    />
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800/60 p-4">
        <h2 className="font-bold text-white">{t('fairness.title')}</h2>
        <p className="text-sm leading-relaxed text-fog">{t('fairness.body')}</p>
      </section>
    </DocsLayout>
  );
}
