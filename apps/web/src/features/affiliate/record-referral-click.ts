import { postAffiliateClick } from './api/affiliate-api';

const VISITOR_KEY = 'tengu_visitor_id';
const CLICKED_KEY = 'tengu_referral_clicked';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A random id for this browser, kept in local storage (docs/decisions/023-affiliate.md). */
export function visitorId(): string {
  const store = storage();
  const existing = store?.getItem(VISITOR_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  store?.setItem(VISITOR_KEY, id);
  return id;
}

/**
 * A visit with `?r=CODE`: reports the click once per browser and code (the server also
 * de-duplicates by visitor id). Failures are only logged: a click is never worth an error.
 */
export function recordReferralClick(code: string): void {
  const key = code.trim().toLowerCase().slice(0, 64);
  if (!key) return;
  const store = storage();
  const clicked = new Set((store?.getItem(CLICKED_KEY) ?? '').split(',').filter(Boolean));
  if (clicked.has(key)) return;
  postAffiliateClick(key, visitorId()).then(
    () => {
      clicked.add(key);
      store?.setItem(CLICKED_KEY, [...clicked].slice(-50).join(','));
    },
    (error: unknown) => console.warn('affiliate click not recorded', error),
  );
}
