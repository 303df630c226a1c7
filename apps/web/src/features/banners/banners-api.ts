import { useQuery } from '@tanstack/react-query';
import type { BannerPlacement, PublicBannersResponse } from '@tengu/shared';
import { api } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';

/** GET /api/banners: the operator's banners live now, in the player's language. */
export function usePublicBanners(placement: BannerPlacement) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['banners', placement, language],
    queryFn: ({ signal }) =>
      api.get<PublicBannersResponse>('/banners', { query: { placement, language }, signal }),
    staleTime: 60_000,
  });
}

const DISMISSED_KEY = 'tengu.home.dismissedBanners';

export function readDismissed(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

export function saveDismissed(ids: number[]): void {
  localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids.slice(-50)));
}
