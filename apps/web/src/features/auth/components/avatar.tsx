import { useState } from 'react';
import { avatarStepIndex, avatarUrlForLevel } from '@/features/auth/avatar-steps';
import { cn } from '@/lib/cn';

/**
 * The player's level avatar (spec document 2 section 4: one picture per avatar step), with the
 * OG badge above level 5. Should the picture fail to load, the player's initial stands in.
 */
export function Avatar({
  username,
  level,
  className,
}: {
  username: string;
  level: number;
  className?: string;
}) {
  const src = avatarUrlForLevel(level);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span
      aria-hidden="true"
      data-avatar-step={avatarStepIndex(level)}
      className={cn(
        'relative flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-600 text-sm font-black text-white uppercase',
        className,
      )}
    >
      {failedSrc === src ? (
        username.slice(0, 1) || '?'
      ) : (
        <img
          src={src}
          alt=""
          data-testid="avatar-image"
          draggable={false}
          onError={() => setFailedSrc(src)}
          className="size-full rounded-full object-cover"
        />
      )}
      {level > 5 && (
        <span className="absolute -end-1 -bottom-1 rounded-full bg-gold px-1 text-[8px] leading-3 font-black text-ink-950">
          OG
        </span>
      )}
    </span>
  );
}
