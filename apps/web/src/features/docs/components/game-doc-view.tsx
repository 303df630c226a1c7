import { Play } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/lib/localized-link';
import { DOC_TITLE_KEY, type GameDoc } from '../game-docs';
import { useGameDocText } from '../hooks/use-game-doc-text';
import { DocsLayout } from './docs-layout';

/** `/docs/games/<slug>`: one game's rules, with a link to play it. */
export function GameDocView({ entry, Page }: { entry: GameDoc; Page: ComponentType }) {
  const { t } = useTranslation('docs');
  const text = useGameDocText();
  const title = text(entry.namespace, entry.prefix + DOC_TITLE_KEY);
  return (
    <DocsLayout
      activeSlug={entry.slug}
      title={title}
      breadcrumb={title}
      actions={
        <Button asChild size="sm">
          <LocalizedLink to={`/casino/game/${entry.slug}`} data-testid="docs-play">
            <Play aria-hidden="true" className="size-3.5" />
            {t('play')}
          </LocalizedLink>
        </Button>
      }
    >
      <div className="space-y-8" data-testid={`docs-page-${entry.slug}`}>
        <Page />
      </div>
    </DocsLayout>
  );
}
