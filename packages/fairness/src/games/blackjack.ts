export const BLACKJACK_CARDS = 52;

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
// Stake's deck order within a rank: ♦, ♥, ♠, ♣.
const SUITS = ['D', 'H', 'S', 'C'] as const;

/** Card at index 0–51 of the deck ♦2, ♥2, ♠2, ♣2, ♦3, … ♣A, e.g. "2D", "10C", "AH". */
export function cardAt(index: number): string {
  return `${RANKS[Math.floor(index / 4)] ?? '?'}${SUITS[index % 4] ?? '?'}`;
}

/** Infinite deck: each float picks floor(f × 52) independently. */
export function blackjackCards(floats: readonly number[]): string[] {
  return floats.map((f) => cardAt(Math.floor(f * BLACKJACK_CARDS)));
}
