import type { Game } from '@tengu/shared';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { findOriginalGame } from '@/features/games/originals';

/** A result's small cover: the provider's art on its gradient, or an original's icon. */
export function GameThumb({ game }: { game: Game }) {
  const [imageFailed, setImageFailed] = useState(false);
  const [from, to] = game.image_gradient;
  const Icon = (game.house ? findOriginalGame(game.slug)?.icon : undefined) ?? Gamepad2;
  return (
    <span
      className="relative flex h-12 w-10 shrink-0 items-center justify-center overflow-hidden rounded-md ring-1 ring-white/10"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      {game.image && !imageFailed ? (
        <img
          src={game.image}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <Icon aria-hidden="true" className="size-5 text-white" />
      )}
    </span>
  );
}
