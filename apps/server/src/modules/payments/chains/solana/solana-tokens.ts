/**
 * The Solana assets of packages/shared (SOL and the SPL tokens USDT, USDC and the two meme
 * tokens GIGA (5 decimals) and PUMP (6)), with the mints the adapter watches: mainnet's from the
 * shared list unless SOLANA_TOKEN_MINTS names others (devnet, the litesvm test node).
 */
import { ASSETS } from '@tengu/shared';

export interface SolanaToken {
  symbol: string;
  /** Base58 mint address. */
  mint: string;
  decimals: number;
}

/** SOL's lamports: 9 decimals. */
export const SOL_DECIMALS = 9;

/** Every SPL token of the shared asset list on `sol`, with its mainnet mint. */
export function solanaTokensOf(overrides: Readonly<Record<string, string>> = {}): SolanaToken[] {
  return ASSETS.flatMap((asset) =>
    asset.networks
      .filter((on) => on.network === 'sol' && on.contract !== null)
      .map((on) => ({
        symbol: asset.symbol,
        mint: overrides[asset.symbol] ?? on.contract!,
        decimals: on.decimals,
      })),
  );
}

/** Symbols of the SPL tokens on Solana (for SOLANA_TOKEN_MINTS validation). */
export const SOLANA_TOKEN_SYMBOLS: readonly string[] = solanaTokensOf().map((t) => t.symbol);
