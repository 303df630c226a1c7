import { useAuthStore } from '@/features/auth/store';
import { createApiClient } from './api-client';

/**
 * The app's one API client. The session is the single cross-cutting state the client needs,
 * so lib reads the auth store here rather than every feature passing a token around.
 */
export const api = createApiClient({
  session: {
    getAccessToken: () => useAuthStore.getState().accessToken,
    setAccessToken: (token) => useAuthStore.getState().setAccessToken(token),
    clearSession: () => useAuthStore.getState().clearSession(),
  },
});
