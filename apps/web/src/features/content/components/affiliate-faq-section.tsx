import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAffiliateFaq } from '../api/get-affiliate-faq';
import { ContentEmpty, ContentError, ListSkeleton } from './content-states';
import { FaqList } from './faq-list';

/** The affiliate FAQ on /affiliate (issue 23): `affiliate { id question answer }`. */
export function AffiliateFaqSection() {
  const { t } = useTranslation('content');
  const faq = useAffiliateFaq();
  return (
    <section
      aria-labelledby="affiliate-faq-title"
      className="space-y-3"
      data-testid="affiliate-faq"
    >
      <h2 id="affiliate-faq-title" className="flex items-center gap-2 text-lg font-bold text-white">
        <HelpCircle aria-hidden="true" className="size-5 text-accent" />
        {t('affiliateFaq.title')}
      </h2>
      {faq.isPending ? (
        <ListSkeleton testId="affiliate-faq-loading" rows={4} />
      ) : faq.isError ? (
        <ContentError testId="affiliate-faq-error" onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <ContentEmpty testId="affiliate-faq-empty" text={t('affiliateFaq.empty')} />
      ) : (
        <FaqList entries={faq.data} idPrefix="affiliate-faq-" testId="affiliate-faq-list" />
      )}
    </section>
  );
}
