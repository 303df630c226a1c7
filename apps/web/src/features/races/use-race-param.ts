import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type RaceModal = 'create' | 'standings' | 'history';
const MODALS: readonly RaceModal[] = ['create', 'standings', 'history'];

/** Which race modal is open: the `?race=create|standings|history` query parameter. */
export function useRaceParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('race');
  const open = MODALS.includes(value as RaceModal) ? (value as RaceModal) : null;
  const setOpen = useCallback(
    (modal: RaceModal | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (modal) next.set('race', modal);
          else next.delete('race');
          return next;
        },
        { replace: modal === null },
      ),
    [setParams],
  );
  return { open, setOpen };
}
