/**
 * The studio's symbol art: each symbol an SVG fragment on a 100×100 canvas, flat shapes with a
 * soft gradient, in the casino's dark theme. The game page defines them once as <symbol>s.
 */

const royal = (glyph: string, color: string) =>
  `<text x="50" y="66" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="${glyph.length > 1 ? 44 : 54}" fill="${color}" stroke="#0b0f1a" stroke-width="2" paint-order="stroke">${glyph}</text>`;

export const SYMBOL_ART: Readonly<Record<string, string>> = {
  A: royal('A', '#f87171'),
  K: royal('K', '#60a5fa'),
  Q: royal('Q', '#c084fc'),
  J: royal('J', '#4ade80'),
  '10': royal('10', '#fbbf24'),
  WILD: `<rect x="10" y="26" width="80" height="48" rx="10" fill="#7c3aed" stroke="#fde68a" stroke-width="3"/><text x="50" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="24" fill="#fde68a">WILD</text>`,
  PEARL: `<circle cx="50" cy="50" r="30" fill="#e0f2fe" stroke="#7dd3fc" stroke-width="3"/><circle cx="40" cy="40" r="9" fill="#ffffff" opacity="0.9"/>`,
  KOI: `<path d="M18 50 C30 28 62 26 76 46 L90 34 L86 50 L90 66 L76 54 C62 74 30 72 18 50Z" fill="#f97316" stroke="#fff7ed" stroke-width="2"/><circle cx="30" cy="47" r="3.5" fill="#0b0f1a"/><path d="M44 40 q8 10 0 20" fill="none" stroke="#fff7ed" stroke-width="3"/>`,
  DRAGON: `<path d="M20 70 Q30 30 52 28 Q78 26 82 48 Q70 40 60 46 Q74 54 66 70 Q56 60 46 66 Q40 76 20 70Z" fill="#22c55e" stroke="#bbf7d0" stroke-width="2"/><circle cx="62" cy="38" r="3.5" fill="#0b0f1a"/>`,
  LOTUS: `<path d="M50 22 Q62 44 50 72 Q38 44 50 22Z M50 72 Q24 62 20 40 Q40 44 50 72Z M50 72 Q76 62 80 40 Q60 44 50 72Z" fill="#f472b6" stroke="#fce7f3" stroke-width="2"/>`,
  LANTERN: `<rect x="44" y="14" width="12" height="8" fill="#fbbf24"/><ellipse cx="50" cy="50" rx="26" ry="30" fill="#dc2626" stroke="#fecaca" stroke-width="2"/><path d="M50 20 V80 M36 26 Q28 50 36 74 M64 26 Q72 50 64 74" stroke="#fca5a5" stroke-width="2" fill="none"/><rect x="44" y="78" width="12" height="8" fill="#fbbf24"/>`,
  PETAL: `<path d="M50 18 Q78 40 50 82 Q22 40 50 18Z" fill="#f9a8d4" stroke="#fdf2f8" stroke-width="2"/><path d="M50 30 V70" stroke="#ec4899" stroke-width="2"/>`,
  LEAF: `<path d="M20 78 Q22 24 80 20 Q78 76 20 78Z" fill="#4ade80" stroke="#dcfce7" stroke-width="2"/><path d="M22 76 L72 28" stroke="#166534" stroke-width="3"/>`,
  BELL: `<path d="M50 16 Q74 20 74 52 L80 70 H20 L26 52 Q26 20 50 16Z" fill="#facc15" stroke="#fef9c3" stroke-width="2"/><circle cx="50" cy="78" r="7" fill="#ca8a04"/>`,
  FAN: `<path d="M50 80 L14 40 A50 50 0 0 1 86 40 Z" fill="#38bdf8" stroke="#e0f2fe" stroke-width="2"/><path d="M50 80 L32 28 M50 80 L50 22 M50 80 L68 28" stroke="#0c4a6e" stroke-width="2"/>`,
  ONI: `<circle cx="50" cy="54" r="28" fill="#ef4444" stroke="#fee2e2" stroke-width="2"/><path d="M30 30 L24 12 L40 26 M70 30 L76 12 L60 26" fill="#fef3c7" stroke="#fef3c7" stroke-width="3"/><circle cx="40" cy="50" r="4" fill="#0b0f1a"/><circle cx="60" cy="50" r="4" fill="#0b0f1a"/><path d="M38 68 H62" stroke="#0b0f1a" stroke-width="4"/>`,
  KITSUNE: `<path d="M22 18 L40 40 H60 L78 18 L76 56 Q50 88 24 56Z" fill="#fb923c" stroke="#ffedd5" stroke-width="2"/><path d="M34 52 l8 4 M66 52 l-8 4" stroke="#0b0f1a" stroke-width="4"/><circle cx="50" cy="68" r="4" fill="#0b0f1a"/>`,
  TENGU: `<circle cx="46" cy="50" r="28" fill="#b91c1c" stroke="#fecaca" stroke-width="2"/><path d="M56 48 L92 58 L56 60Z" fill="#dc2626" stroke="#fecaca" stroke-width="2"/><path d="M30 40 l12 4 M50 40 l8 2" stroke="#fef3c7" stroke-width="4"/>`,
  SCROLL: `<rect x="22" y="26" width="56" height="48" fill="#fef3c7" stroke="#d97706" stroke-width="3"/><rect x="16" y="20" width="10" height="60" rx="5" fill="#92400e"/><rect x="74" y="20" width="10" height="60" rx="5" fill="#92400e"/><path d="M36 40 H64 M36 50 H64 M36 60 H56" stroke="#b45309" stroke-width="3"/>`,
  COIN: `<circle cx="50" cy="50" r="32" fill="#f59e0b" stroke="#fde68a" stroke-width="4"/><rect x="42" y="42" width="16" height="16" fill="#78350f"/><circle cx="50" cy="50" r="24" fill="none" stroke="#fde68a" stroke-width="2"/>`,
  MASK: `<path d="M20 30 Q50 18 80 30 Q82 70 50 84 Q18 70 20 30Z" fill="#f8fafc" stroke="#fda4af" stroke-width="2"/><path d="M30 46 q8 -6 14 0 M56 46 q8 -6 14 0" stroke="#dc2626" stroke-width="4" fill="none"/><path d="M42 68 q8 4 16 0" stroke="#dc2626" stroke-width="3" fill="none"/>`,
  DRUM: `<ellipse cx="50" cy="30" rx="30" ry="10" fill="#fde68a"/><path d="M20 30 V70 Q50 84 80 70 V30 Q50 44 20 30Z" fill="#b45309" stroke="#fde68a" stroke-width="2"/><path d="M28 40 L72 66 M72 40 L28 66" stroke="#fde68a" stroke-width="2"/>`,
  SANDAL: `<rect x="32" y="14" width="36" height="72" rx="18" fill="#a16207" stroke="#fef3c7" stroke-width="2"/><path d="M36 40 L50 28 L64 40" stroke="#dc2626" stroke-width="5" fill="none"/><rect x="36" y="58" width="28" height="6" fill="#713f12"/>`,
  BLANK: `<rect x="22" y="22" width="56" height="56" rx="12" fill="#111827" stroke="#1f2937" stroke-width="2"/>`,
  BOOK: `<path d="M14 26 Q32 18 50 28 Q68 18 86 26 V78 Q68 70 50 80 Q32 70 14 78Z" fill="#a16207" stroke="#fde68a" stroke-width="3"/><path d="M50 28 V80" stroke="#fde68a" stroke-width="2"/><circle cx="50" cy="52" r="8" fill="#35d49a"/>`,
  WHALE: `<path d="M14 56 Q20 30 52 32 Q82 34 82 56 Q70 72 40 70 Q24 70 14 56Z" fill="#3b82f6" stroke="#dbeafe" stroke-width="2"/><path d="M82 56 L94 44 L92 66Z" fill="#3b82f6"/><path d="M44 30 q-4 -10 -10 -12 M44 30 q4 -10 10 -12" stroke="#93c5fd" stroke-width="3" fill="none"/><circle cx="30" cy="50" r="3.5" fill="#0b0f1a"/>`,
  ROCKET: `<path d="M50 12 Q70 30 66 66 H34 Q30 30 50 12Z" fill="#e5e7eb" stroke="#ffffff" stroke-width="2"/><circle cx="50" cy="40" r="8" fill="#38bdf8"/><path d="M34 56 L22 74 L36 68Z M66 56 L78 74 L64 68Z" fill="#ef4444"/><path d="M42 66 L50 88 L58 66Z" fill="#f59e0b"/>`,
  DIAMOND: `<path d="M28 26 H72 L88 44 L50 86 L12 44Z" fill="#22d3ee" stroke="#ecfeff" stroke-width="2"/><path d="M12 44 H88 M28 26 L40 44 L50 86 L60 44 L72 26" stroke="#0e7490" stroke-width="2" fill="none"/>`,
  BULL: `<path d="M14 24 Q22 42 34 40 M86 24 Q78 42 66 40" stroke="#fef3c7" stroke-width="6" fill="none"/><path d="M30 38 H70 L64 76 Q50 86 36 76Z" fill="#16a34a" stroke="#dcfce7" stroke-width="2"/><circle cx="42" cy="54" r="4" fill="#0b0f1a"/><circle cx="58" cy="54" r="4" fill="#0b0f1a"/>`,
};

/** A symbol's markup, or a neutral tile for a name without art. */
export function symbolArt(name: string): string {
  return SYMBOL_ART[name] ?? royal(name.slice(0, 2), '#e5e7eb');
}
