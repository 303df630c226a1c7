import type { Game } from '@tengu/shared';
import { Gamepad2 } from 'lucide-react';
import { CoverArt } from '@/components/ui/cover-art';
import { findOriginalGame } from '@/features/games/originals';

/** A result's small cover: the provider's art on its gradient, or an original's icon. */
export function GameThumb({ game }: { game: Game }) {
  const Icon = (game.house ? findOriginalGame(game.slug)?.icon : undefined) ?? Gamepad2;
  return (
    <CoverArt
      image={game.image}
      gradient={game.image_gradient}
      className="relative flex h-12 w-10 shrink-0 items-center justify-center overflow-hidden rounded-md ring-1 ring-white/10"
      fallback={<Icon aria-hidden="true" className="size-5 text-white" />}
    />
  );
}
