import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { LEGAL_PAGES, LEGAL_VERSION_DATE, type LegalPageKey } from '../legal-pages';

interface Section {
  title: string;
  body: string;
}

/**
 * One policy page (issue 14 item 6): its title, version date, lead and numbered sections from
 * the `legal` namespace, with the other policies beside it (a row that scrolls on phones).
 */
export function LegalArticle({ page }: { page: LegalPageKey }) {
  const { t, i18n } = useTranslation('legal');
  const title = t(`${page}.title`);
  const sections = t(`${page}.sections`, { returnObjects: true }) as unknown as Record<
    string,
    Section
  >;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(`${LEGAL_VERSION_DATE}T12:00:00Z`),
  );
  useEffect(() => {
    document.title = `${title} · Tengu`;
  }, [title]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 py-2 md:flex-row md:gap-8 md:py-4">
      <nav
        aria-label={t('otherPages')}
        className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 md:mx-0 md:w-56 md:shrink-0 md:flex-col md:overflow-visible md:px-0"
      >
        {LEGAL_PAGES.map((entry) => (
          <LocalizedLink
            key={entry.key}
            to={entry.path}
            aria-current={entry.key === page ? 'page' : undefined}
            className={cn(
              'shrink-0 rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
              entry.key === page
                ? 'bg-ink-700 text-white'
                : 'text-fog hover:bg-ink-800 hover:text-white',
            )}
          >
            {t(`${entry.key}.title`)}
          </LocalizedLink>
        ))}
      </nav>
      <article className="min-w-0 flex-1 space-y-6" data-testid={`legal-page-${page}`}>
        <header className="space-y-2">
          <h1 className="text-2xl font-extrabold text-white md:text-3xl">{title}</h1>
          <p className="text-xs font-semibold text-fog">{t('updated', { date })}</p>
        </header>
        <p className="max-w-3xl text-base leading-relaxed text-fog">{t(`${page}.intro`)}</p>
        {Object.entries(sections).map(([id, section]) => (
          <section key={id} id={id} className="max-w-3xl space-y-2">
            <h2 className="text-lg font-bold text-white">{section.title}</h2>
            <p className="leading-relaxed text-fog">{section.body}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
