import { avatarUrlForLevel } from '@/features/auth/avatar-steps';
import { cn } from '@/lib/cn';

/** A level's avatar picture (document 2 section 4: the highest step not above the level). */
export function LevelAvatar({ level, className }: { level: number; className?: string }) {
  return (
    <img
      src={avatarUrlForLevel(level)}
      alt=""
      aria-hidden="true"
      loading="lazy"
      draggable={false}
      className={cn('size-8 shrink-0 rounded-full bg-ink-600 object-cover', className)}
    />
  );
}

/** The OG badge, shown above level 5 (document 2 section 4). */
export function OgBadge({ testId }: { testId?: string }) {
  return (
    <span
      data-testid={testId}
      className="rounded-full bg-gold/20 px-2 py-0.5 text-[10px] font-black tracking-wider text-gold ring-1 ring-gold/40"
    >
      OG
    </span>
  );
}
