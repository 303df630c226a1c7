import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The player's session. The refresh token never reaches JavaScript (the server keeps it in an
 * httpOnly cookie); only the short-lived access token is held here and persisted so a reload
 * keeps the player signed in (ARCHITECTURE.md: JWT access tokens, 15 min). The player's details
 * live in the query cache (`currentUserQueryKey`), fetched with this token.
 */
export interface AuthState {
  accessToken: string | null;
  setAccessToken: (accessToken: string) => void;
  clearSession: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      setAccessToken: (accessToken) => set({ accessToken }),
      clearSession: () => set({ accessToken: null }),
    }),
    {
      name: 'tengu-auth',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ accessToken: state.accessToken }),
    },
  ),
);

export function selectIsLoggedIn(state: AuthState): boolean {
  return state.accessToken !== null;
}
