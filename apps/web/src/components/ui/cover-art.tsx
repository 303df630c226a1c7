import { useState, type ReactNode } from 'react';

/**
 * A game's cover: its art on its gradient (shown while the image loads), and `fallback` on the
 * gradient when there is no image or it fails to load. `children` overlay it (badges, a tick).
 */
export function CoverArt({
  image,
  gradient,
  className,
  fallback,
  children,
}: {
  image: string | null | undefined;
  gradient: readonly [string, string] | readonly string[];
  className: string;
  fallback: ReactNode;
  children?: ReactNode;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <span
      className={className}
      style={{ backgroundImage: `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})` }}
    >
      {image && !imageFailed ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        fallback
      )}
      {children}
    </span>
  );
}
