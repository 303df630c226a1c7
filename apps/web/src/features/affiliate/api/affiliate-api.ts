import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AffiliateClickResponse,
  AffiliateCode,
  AffiliateDay,
  AffiliateOverview,
  CreateAffiliateCodeRequest,
  ReferredPlayer,
} from '@tengu/shared';
import { api } from '@/lib/api';

export const affiliateQueryKeys = {
  all: ['affiliate'] as const,
  overview: ['affiliate', 'overview'] as const,
  referrals: ['affiliate', 'referrals'] as const,
  daily: ['affiliate', 'daily'] as const,
};

/** GET /api/affiliate: your codes with clicks and sign-ups, totals and unclaimed commission. */
export function useAffiliateOverview() {
  return useQuery({
    queryKey: affiliateQueryKeys.overview,
    queryFn: ({ signal }) => api.get<AffiliateOverview>('/affiliate', { signal }),
  });
}

/** GET /api/affiliate/referrals: the players you referred, newest first. */
export function useReferredPlayers() {
  return useQuery({
    queryKey: affiliateQueryKeys.referrals,
    queryFn: ({ signal }) => api.get<ReferredPlayer[]>('/affiliate/referrals', { signal }),
  });
}

/** GET /api/affiliate/daily: clicks, sign-ups and referred wagering of the last 30 days. */
export function useAffiliateDaily() {
  return useQuery({
    queryKey: affiliateQueryKeys.daily,
    queryFn: ({ signal }) => api.get<AffiliateDay[]>('/affiliate/daily', { signal }),
  });
}

/** POST /api/affiliate/codes: a new campaign. */
export function useCreateAffiliateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAffiliateCodeRequest) =>
      api.post<AffiliateCode>('/affiliate/codes', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: affiliateQueryKeys.overview }),
  });
}

/** POST /api/affiliate/clicks (public): a visit with `?r=CODE`, counted once per visitor. */
export function postAffiliateClick(code: string, visitorId: string) {
  return api.post<AffiliateClickResponse>('/affiliate/clicks', { code, visitorId });
}
