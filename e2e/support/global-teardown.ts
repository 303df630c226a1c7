import { stopE2eEvmChain } from './evm-chain';

/** After the run: the local EVM node goes (the web server is stopped by Playwright itself). */
export default function globalTeardown(): void {
  stopE2eEvmChain();
}
