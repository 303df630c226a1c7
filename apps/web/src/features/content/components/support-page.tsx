import { LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { matchesQuery } from '../anchors';
import { useSupportFaq } from '../api/get-support-faq';
import { ContentEmpty, ContentError, ListSkeleton } from './content-states';
import { FaqList } from './faq-list';
import { SearchField } from './search-field';

function ContactCard({ onOpenLiveSupport }: { onOpenLiveSupport: () => void }) {
  const { t } = useTranslation('content');
  // The operator's address (SUPPORT_EMAIL), when it has one.
  const email = useSiteConfig().data?.supportEmail ?? null;
  return (
    <aside
      data-testid="support-contact"
      className="space-y-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-4 lg:sticky lg:top-20"
    >
      <h2 className="font-bold text-white">{t('support.contactTitle')}</h2>
      <p className="text-sm text-fog">{t('support.contactBody')}</p>
      <Button className="w-full" onClick={onOpenLiveSupport} data-testid="support-open-live">
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('support.openLiveSupport')}
      </Button>
      {email && (
        <a
          href={`mailto:${email}`}
          data-testid="support-contact-email"
          className="flex items-center gap-2 text-sm font-semibold break-all text-accent hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </a>
      )}
      <p className="border-t border-ink-700 pt-3 text-sm text-fog">
        {t('support.docsHint')}{' '}
        <LocalizedLink to="/docs" className="font-semibold text-accent hover:underline">
          {t('support.docsLink')}
        </LocalizedLink>
      </p>
    </aside>
  );
}

/**
 * `/support` (spec document 1 section 2; issue 23): the support FAQ over GraphQL with a search,
 * the contact address and the button that opens live support (given by the shell).
 */
export function SupportPage({ onOpenLiveSupport }: { onOpenLiveSupport: () => void }) {
  const { t } = useTranslation('content');
  const faq = useSupportFaq();
  const [query, setQuery] = useState('');
  // `/support#faq-<id>` opens that answer and scrolls to it (a link from chat or an email).
  const [openId] = useState(() => decodeURIComponent(window.location.hash.replace(/^#faq-/, '')));
  const hasLoaded = faq.isSuccess;
  useEffect(() => {
    document.title = `${t('support.title')} · Tengu`;
  }, [t]);
  useEffect(() => {
    if (hasLoaded && openId) document.getElementById(`faq-${openId}`)?.scrollIntoView();
  }, [hasLoaded, openId]);
  const visible = useMemo(
    () => (faq.data ?? []).filter((e) => matchesQuery(query, e.question, e.answer)),
    [faq.data, query],
  );
  return (
    <div data-testid="support-page" className="mx-auto max-w-6xl space-y-5">
      <header className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent" />
        <div className="min-w-0">
          <h1 className="text-2xl font-black text-white">{t('support.title')}</h1>
          <p className="max-w-2xl text-sm text-fog">{t('support.subtitle')}</p>
        </div>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="min-w-0 space-y-3" aria-labelledby="support-faq-title">
          <h2 id="support-faq-title" className="text-lg font-bold text-white">
            {t('support.faqTitle')}
          </h2>
          <SearchField
            value={query}
            onChange={setQuery}
            placeholder={t('support.searchPlaceholder')}
            label={t('support.searchLabel')}
            testId="support-search"
          />
          {faq.isPending ? (
            <ListSkeleton testId="support-loading" rows={6} />
          ) : faq.isError ? (
            <ContentError testId="support-error" onRetry={() => void faq.refetch()} />
          ) : visible.length === 0 ? (
            <ContentEmpty
              testId="support-empty"
              text={query ? t('support.noMatch', { query }) : t('support.empty')}
            />
          ) : (
            <FaqList entries={visible} idPrefix="faq-" openId={openId} testId="support-faq" />
          )}
        </section>
        <ContactCard onOpenLiveSupport={onOpenLiveSupport} />
      </div>
    </div>
  );
}
