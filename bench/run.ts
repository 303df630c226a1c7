/**
 * `npm run bench -- <name>`: runs one benchmark against a real server and prints its figures.
 * Not part of `npm test`: each takes about half a minute of both cores.
 */
export {};

const BENCHMARKS: Record<string, () => Promise<void>> = {
  ledger: async () => (await import('./ledger')).runLedgerBench(),
  bets: async () => (await import('./bets')).runBetsBench(),
  // Issue 24: the bets' latency and CPU per bet at several loads (where half of peak's p99 comes from).
  'bets-curve': async () => (await import('./bets-curve')).runBetsCurveBench(),
  crash: async () => (await import('./crash')).runCrashBench(),
  chat: async () => (await import('./chat')).runChatBench(),
  // Issue 24: bets/s with 1, 2 and 3 replicas behind HAProxy.
  cluster: async () => (await import('./cluster')).runClusterBench(),
  // Issue 20: the provider games' RTP by simulation; options after the name (see bench/rtp.ts).
  rtp: async () => (await import('./rtp')).runRtpBench(process.argv.slice(3)),
};

const name = process.argv[2];
const bench = name ? BENCHMARKS[name] : undefined;
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}>`);
  process.exit(1);
}
await bench().catch((error: unknown) => {
  console.error(`bench ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
