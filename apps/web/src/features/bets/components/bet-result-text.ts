import type { BetRecord } from '@tengu/shared';

/** The outcome in a few characters: dice 57.31, limbo 2.4×, plinko bucket, mines tiles. */
export function betResultText(bet: BetRecord): string {
  const d = bet.details;
  switch (bet.game) {
    case 'dice':
      return `${Number(d['roll']).toFixed(2)} (${d['condition'] === 'under' ? '<' : '>'} ${Number(d['target']).toFixed(2)})`;
    case 'limbo':
      return `${Number(d['result']).toFixed(2)}× / ${Number(d['target']).toFixed(2)}×`;
    case 'plinko':
      return `${String(d['risk'])} · ${String(d['rows'])} · #${String(d['bucket'])}`;
    case 'mines': {
      const revealed = Array.isArray(d['revealed']) ? d['revealed'].length : 0;
      return `${String(d['mines'])} 💣 · ${revealed} 💎`;
    }
    default:
      return '';
  }
}
