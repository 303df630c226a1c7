import { DocsGuides } from '@/features/content/components/docs-guides';
import { DocsIndex } from '@/features/docs/components/docs-index';
import { loadDocsText } from '@/features/docs/load-docs';

/** Runs before the page renders: the docs text and every game page's title (route `loader`). */
export async function docsIndexLoader(): Promise<null> {
  await loadDocsText();
  return null;
}

export function DocsIndexPage() {
  // Issue 23: the help centre's guides (content over GraphQL) above the games' rules.
  return <DocsIndex guides={<DocsGuides />} />;
}
