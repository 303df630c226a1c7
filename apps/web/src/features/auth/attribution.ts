/**
 * Where a visitor came from, kept until sign-up sends it (spec document 2 section 3: stored
 * locally clickId, campaignId, referralCode; document 1 section 2: `clickid`, `campaignid`).
 * Referral links use `?r=CODE` (the player's `referral_code`); `?ref=CODE` is accepted too.
 */
const KEYS = {
  clickId: 'tengu_click_id',
  campaignId: 'tengu_campaign_id',
  referralCode: 'tengu_referral_code',
} as const;

export type AttributionKey = keyof typeof KEYS;
export type Attribution = Partial<Record<AttributionKey, string>>;

/** URL query names, in order of preference, for each stored value. */
export const ATTRIBUTION_PARAMS: Record<AttributionKey, readonly string[]> = {
  clickId: ['clickid'],
  campaignId: ['campaignid'],
  referralCode: ['r', 'ref'],
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAttribution(): Attribution {
  const store = storage();
  const out: Attribution = {};
  for (const key of Object.keys(KEYS) as AttributionKey[]) {
    const value = store?.getItem(KEYS[key]);
    if (value) out[key] = value;
  }
  return out;
}

export function storeAttribution(key: AttributionKey, value: string): void {
  storage()?.setItem(KEYS[key], value.slice(0, 256));
}

/** After a sign-up the ids have done their job. */
export function clearAttribution(): void {
  const store = storage();
  for (const name of Object.values(KEYS)) store?.removeItem(name);
}
