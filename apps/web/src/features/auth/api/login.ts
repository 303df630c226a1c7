import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/auth/login: signed in, or a 2FA ticket (`require2FA`). */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
