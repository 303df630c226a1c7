import { CONTENT_KINDS, type ContentKind } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { BannersPanel } from './banners-panel';
import { BlogPanel } from './blog-panel';
import { EntriesPanel } from './entries-panel';

const TABS = ['banners', ...CONTENT_KINDS, 'blog'] as const;
type Tab = (typeof TABS)[number];

/** /admin/content: banners, the support FAQ, documentation, affiliate FAQ and the blog. */
export function ContentPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'banners';
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <h1 className="text-xl font-bold">{t('nav.content')}</h1>
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-ink-700">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-testid={`console-content-tab-${id}`}
            onClick={() => setParams({ tab: id }, { replace: true })}
            className={cn(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
              tab === id
                ? 'border-accent text-white'
                : 'border-transparent text-fog hover:text-white',
            )}
          >
            {id === 'banners' ? t('banners.title') : t(`content.kinds.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'banners' ? (
        <BannersPanel />
      ) : tab === 'blog' ? (
        <BlogPanel />
      ) : (
        <EntriesPanel key={tab} kind={tab as ContentKind} />
      )}
    </div>
  );
}
