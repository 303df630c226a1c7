import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess, SignupRequest } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/signup: creates the account and signs in (201). */
export function signup(input: SignupRequest): Promise<AuthSuccess> {
  return api.post<AuthSuccess>('/auth/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
