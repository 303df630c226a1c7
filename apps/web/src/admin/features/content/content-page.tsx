import { CONTENT_KINDS, type ContentKind } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { SectionTabs, useSectionTab } from '@/admin/components/section-tabs';
import { BannersPanel } from './banners-panel';
import { BlogPanel } from './blog-panel';
import { EntriesPanel } from './entries-panel';

const TABS = ['banners', ...CONTENT_KINDS, 'blog'] as const;

/** /admin/content: banners, the support FAQ, documentation, affiliate FAQ and the blog. */
export function ContentPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useSectionTab(TABS);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <SectionTabs
        section="content"
        title={t('nav.content')}
        tabs={TABS}
        current={tab}
        onSelect={setTab}
        labelOf={(id) => (id === 'banners' ? t('banners.title') : t(`content.kinds.${id}`))}
      />
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
