import { useParams, type LoaderFunctionArgs } from 'react-router';
import { GameDocView } from '@/features/docs/components/game-doc-view';
import { findGameDoc } from '@/features/docs/game-docs';
import { loadedGameDoc, loadGameDoc } from '@/features/docs/load-docs';
import { NotFoundPage } from './not-found-page';

/** Loads the page's chunk and text before it renders, so it never flashes a fallback. */
export async function docsGameLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await loadGameDoc(params['slug']);
  return null;
}

/** `/docs/games/:slug` (issue 6); an unknown slug is the not-found page. */
export function DocsGamePage() {
  const { slug } = useParams();
  const entry = findGameDoc(slug);
  const Page = loadedGameDoc(slug);
  if (!entry || !Page) return <NotFoundPage />;
  return <GameDocView entry={entry} Page={Page} />;
}
