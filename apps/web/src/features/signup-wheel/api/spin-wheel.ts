import { useMutation } from '@tanstack/react-query';
import type { WheelSpinResponse } from '@tengu/shared';
import { api } from '@/lib/api';

/** POST /api/signup-wheel/spin: the outcome and its signed token, fetched when the wheel opens. */
export function spinWheel(): Promise<WheelSpinResponse> {
  return api.post<WheelSpinResponse>('/signup-wheel/spin');
}

export function useSpinWheel() {
  return useMutation({ mutationFn: spinWheel });
}
