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
    case 'coinflip':
      return `${String(d['wins'])} / 20 · ${Array.isArray(d['calls']) ? d['calls'].length : 0} ⟳`;
    case 'towers':
      return `${String(d['difficulty'])} · ${String(d['level'])} / 9`;
    case 'dojo-dash':
      return `${String(d['difficulty'])} · ${String(d['lanes'])} 🥷`;
    case 'blackjack': {
      // "19 : 17" (split: "18 · 21 : 20"), the player's totals against the dealer's.
      const hands = Array.isArray(d['hands']) ? (d['hands'] as Array<{ total?: unknown }>) : [];
      const dealer = d['dealer'] as { total?: unknown } | undefined;
      return `${hands.map((h) => String(h.total)).join(' · ')} : ${String(dealer?.total)}`;
    }
    case 'keno': {
      // "4 / 7 · classic": hits of picks and the risk.
      const hits = Array.isArray(d['hits']) ? d['hits'].length : 0;
      const picks = Array.isArray(d['picks']) ? d['picks'].length : 0;
      return `${hits} / ${picks} · ${String(d['risk'])}`;
    }
    case 'roulette': {
      const chips = Array.isArray(d['chips']) ? d['chips'].length : 0;
      return `#${String(d['result'])} · ${chips} ●`;
    }
    case 'cases':
      return `${String(d['case'])} · ${String(d['item'])}`;
    default:
      return '';
  }
}
