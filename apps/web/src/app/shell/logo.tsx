import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Tengu mark: a torii-like glyph on the brand gradient. Drawn inline, no image request. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient id shared with a hidden copy of the logo would not paint.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5a36" />
          <stop offset="1" stopColor="#ffb03a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M12 18c8 3 32 3 40 0l-2 7H14z" fill="#0f1923" />
      <path d="M17 29h30v5H17z" fill="#0f1923" />
      <path d="M21 25h6v27h-6zM37 25h6v27h-6z" fill="#0f1923" />
    </svg>
  );
}

export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      {!isCompact && (
        <span className="text-lg font-black tracking-[0.18em] text-white uppercase" dir="ltr">
          Tengu
        </span>
      )}
    </span>
  );
}
