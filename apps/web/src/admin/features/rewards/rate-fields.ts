import type { LockedBalanceSettings, RateGroup, RewardSettings } from '@tengu/shared';

/**
 * The editable rates, grouped as the Rates tab shows them. `bps` values are shown and edited as
 * percentages (1 % = 100 bps); lists are comma-separated. Labels and explanations are
 * `rewards.fields.<key>` in admin.json.
 */
export type RateKind = 'bps' | 'int' | 'usdList' | 'percentList';

export interface RateField {
  key: keyof RewardSettings | keyof LockedBalanceSettings;
  kind: RateKind;
}

export interface RatePanel {
  id: 'rakeback' | 'dailyDollars' | 'bonuses' | 'locked';
  group: RateGroup;
  fields: RateField[];
}

export const RATE_PANELS: RatePanel[] = [
  {
    id: 'rakeback',
    group: 'rewards',
    fields: [
      { key: 'rakebackBps', kind: 'bps' },
      { key: 'boostBps', kind: 'bps' },
      { key: 'referralBps', kind: 'bps' },
    ],
  },
  {
    id: 'bonuses',
    group: 'rewards',
    fields: [
      { key: 'weeklyBps', kind: 'bps' },
      { key: 'monthlyBps', kind: 'bps' },
      { key: 'bonusMinLevel', kind: 'int' },
    ],
  },
  {
    id: 'dailyDollars',
    group: 'rewards',
    fields: [
      { key: 'dailyDollarsXpPerUsd', kind: 'int' },
      { key: 'dailyDollarsTarget', kind: 'int' },
      { key: 'dailyDollarsByLevel', kind: 'usdList' },
    ],
  },
  {
    id: 'locked',
    group: 'locked',
    fields: [
      { key: 'depositBonusPercentages', kind: 'percentList' },
      { key: 'depositBonusMinimumUsd', kind: 'int' },
      { key: 'wagerShareBps', kind: 'bps' },
      { key: 'depositBonusUnlockBps', kind: 'bps' },
      { key: 'signUpSpinUnlockBps', kind: 'bps' },
    ],
  },
];

/** A setting as the editor's text. */
export function toText(kind: RateKind, value: unknown): string {
  if (kind === 'bps') return String(Number(value) / 100);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The editor's text back to the setting, or null when it cannot be one (the field's error). */
export function fromText(kind: RateKind, text: string): unknown {
  const t = text.trim();
  switch (kind) {
    case 'bps': {
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
      return Math.round(Number(t) * 100);
    }
    case 'int':
      return /^\d{1,10}$/.test(t) ? Number(t) : null;
    case 'usdList': {
      const parts = t.split(',').map((p) => p.trim());
      return parts.every((p) => /^\d{1,12}(\.\d{1,8})?$/.test(p)) ? parts : null;
    }
    case 'percentList': {
      if (t === '') return [];
      const parts = t.split(',').map((p) => p.trim());
      return parts.every((p) => /^\d{1,4}$/.test(p)) ? parts.map(Number) : null;
    }
  }
}

/** How a setting reads in the panel: "5 %", "$10", "200 %, 150 %, 100 %". */
export function display(kind: RateKind, value: unknown, key: string): string {
  if (kind === 'bps') return `${Number(value) / 100} %`;
  if (kind === 'percentList') {
    const list = value as number[];
    return list.length ? list.map((v) => `${v} %`).join(', ') : '—';
  }
  if (kind === 'usdList') return levelRuns(value as string[]);
  if (key === 'depositBonusMinimumUsd') return `$${String(value)}`;
  return String(value);
}

/** 41 per-level amounts as runs of equal values: "L0 $0 · L1–4 $0.50 · L5–9 $1 …". */
function levelRuns(values: string[]): string {
  const runs: string[] = [];
  let start = 0;
  values.forEach((v, i) => {
    if (values[i + 1] === v) return;
    runs.push(`L${start === i ? i : `${start}–${i}`} $${v}`);
    start = i + 1;
  });
  return runs.join(' · ');
}
