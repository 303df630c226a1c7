import {
  Coffee,
  Crown,
  Drama,
  Fan,
  Fish,
  Gem,
  Lamp,
  Leaf,
  ScrollText,
  Shield,
  Sparkles,
  Sword,
  type LucideIcon,
} from 'lucide-react';
import { CASE_RARITY_COLOURS, type CaseItem, type CaseRarity } from '@tengu/shared';

/** Each item's glyph (lucide only; no image requests). */
export const CASE_ITEM_ICONS: Record<CaseItem, LucideIcon> = {
  'tea-cup': Coffee,
  'paper-fan': Fan,
  'bamboo-charm': Leaf,
  'koi-scale': Fish,
  'jade-ring': Gem,
  'silk-scroll': ScrollText,
  lantern: Lamp,
  katana: Sword,
  'samurai-helmet': Shield,
  'oni-mask': Drama,
  'dragon-pearl': Sparkles,
  'tengu-mask': Crown,
};

export function rarityColour(rarity: CaseRarity): string {
  return CASE_RARITY_COLOURS[rarity];
}

/** A chance in parts per million as a percentage: "15 %", "0.02 %". */
export function formatChance(ppm: number): string {
  return `${Number((ppm / 10_000).toFixed(4))} %`;
}
