/**
 * The policy pages every page's footer links to (issue 14 item 6), in footer order: the path and
 * the page's key in the lazy `legal` namespace, whose `<key>.sections` hold the text an operator
 * edits. The date is the version shown at the top of every page.
 */
export const LEGAL_PAGES = [
  { key: 'terms', path: '/terms' },
  { key: 'privacy', path: '/privacy' },
  { key: 'responsible', path: '/responsible-gambling' },
  { key: 'fairness', path: '/provably-fair' },
  { key: 'aml', path: '/aml-kyc' },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];

export const LEGAL_VERSION_DATE = '2026-11-25';
