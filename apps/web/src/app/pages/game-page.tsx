import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findOriginalGame } from '@/features/games/originals';
import { ComingSoon } from './coming-soon';

/** `/casino/game/{slug}`: slugs use hyphens for spaces (spec document 1 section 2). */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function GamePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const original = findOriginalGame(slug);
  const game = original?.name ?? titleFromSlug(slug);
  return (
    <ComingSoon
      title={t('pages.game.title', { game })}
      description={t('pages.game.description', { game })}
      icon={original?.icon ?? Gamepad2}
    />
  );
}
