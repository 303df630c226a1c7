import { useEffect, useState } from 'react';
import { USERNAME_PATTERN } from '@tengu/shared';
import { useUsernameAvailable } from '@/features/auth/api/username-available';

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken';

const DEBOUNCE_MS = 300;

/**
 * Live availability (spec document 2 section 5): asked only when the name is over 3
 * characters, well-formed and differs from the player's current one.
 */
export function useUsernameCheck(value: string, currentUsername?: string): UsernameCheck {
  const trimmed = value.trim();
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const handle = setTimeout(() => setDebounced(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [trimmed]);

  const isWanted =
    debounced.length > 3 &&
    USERNAME_PATTERN.test(debounced) &&
    debounced.toLowerCase() !== currentUsername?.toLowerCase();
  const query = useUsernameAvailable(debounced, { isEnabled: isWanted });

  if (!isWanted || debounced !== trimmed) return trimmed === debounced ? 'idle' : 'checking';
  if (query.isPending) return 'checking';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return 'idle';
}
