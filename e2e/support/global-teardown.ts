import { stopE2eEvmChain } from './evm-chain';
import { stopE2eSolanaChain } from './solana-chain';

/** After the run: the local EVM and Solana nodes go (the web server is stopped by Playwright itself). */
export default function globalTeardown(): void {
  stopE2eEvmChain();
  stopE2eSolanaChain();
}
