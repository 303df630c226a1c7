import { LegalArticle } from '@/features/site/components/legal-article';
import type { LegalPageKey } from '@/features/site/legal-pages';

/** `/terms`, `/privacy`, `/responsible-gambling`, `/provably-fair`, `/aml-kyc` (issue 14 item 6). */
export function LegalPage({ page }: { page: LegalPageKey }) {
  return <LegalArticle page={page} />;
}
