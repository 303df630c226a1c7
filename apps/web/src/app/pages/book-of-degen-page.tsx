import { ProviderGamePage } from '@/features/provider-games/pages/provider-game-page';
import { NotFoundPage } from './not-found-page';

/** The studio's book slot's own address (document 1 section 2): the header shows 'In Play'. */
export const BOOK_OF_DEGEN_SLUG = 'Book-of-Degen';

export function BookOfDegenPage() {
  return <ProviderGamePage slug={BOOK_OF_DEGEN_SLUG} notFound={<NotFoundPage />} />;
}
