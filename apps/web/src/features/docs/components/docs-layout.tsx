import { BookOpen, ChevronRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LocalizedLink } from '@/lib/localized-link';
import { DOC_TITLE_KEY, GAME_DOCS } from '../game-docs';
import { useGameDocText } from '../hooks/use-game-doc-text';

function NavLink({
  to,
  isActive,
  children,
  testId,
}: {
  to: string;
  isActive: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <LocalizedLink
      to={to}
      data-testid={testId}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
        isActive ? 'bg-ink-700 text-white' : 'text-fog hover:bg-ink-800 hover:text-white',
      )}
    >
      {children}
    </LocalizedLink>
  );
}

/** The docs navigation: a sidebar from 768 px, a row of links that scrolls sideways below. */
function DocsNav({ activeSlug }: { activeSlug: string | null }) {
  const { t } = useTranslation('docs');
  const text = useGameDocText();
  return (
    <nav
      aria-label={t('nav.label')}
      className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 md:mx-0 md:w-56 md:shrink-0 md:flex-col md:overflow-visible md:px-0"
    >
      <NavLink to="/docs" isActive={activeSlug === null} testId="docs-nav-index">
        <BookOpen aria-hidden="true" className="size-4" />
        {t('nav.overview')}
      </NavLink>
      <p className="hidden px-3 pt-4 pb-1 text-xs font-bold tracking-wider text-ink-500 uppercase md:block">
        {t('nav.games')}
      </p>
      {GAME_DOCS.map((entry) => (
        <NavLink
          key={entry.slug}
          to={`/docs/games/${entry.slug}`}
          isActive={activeSlug === entry.slug}
          testId={`docs-nav-${entry.slug}`}
        >
          {text(entry.namespace, entry.prefix + DOC_TITLE_KEY)}
        </NavLink>
      ))}
    </nav>
  );
}

export interface DocsLayoutProps {
  /** The game page shown, or null on the index. */
  activeSlug: string | null;
  title: string;
  /** Small trail above the title (the index has none). */
  breadcrumb?: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function DocsLayout({ activeSlug, title, breadcrumb, actions, children }: DocsLayoutProps) {
  const { t } = useTranslation('docs');
  useEffect(() => {
    document.title = `${title} · ${t('title')} · Tengu`;
  }, [title, t]);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 py-2 md:flex-row md:gap-8 md:py-4">
      <DocsNav activeSlug={activeSlug} />
      <article className="min-w-0 flex-1 space-y-6 animate-page-in" data-testid="docs-article">
        <header className="space-y-2">
          {breadcrumb && (
            <p className="flex items-center gap-1 text-xs font-semibold text-fog">
              <LocalizedLink to="/docs" className="hover:text-white">
                {t('title')}
              </LocalizedLink>
              <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
              <span>{breadcrumb}</span>
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-extrabold text-white md:text-3xl">{title}</h1>
            {actions}
          </div>
        </header>
        {children}
      </article>
    </div>
  );
}
