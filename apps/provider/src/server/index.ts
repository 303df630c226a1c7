// The provider service (issue 20): what main.ts and the tests build it from.
export { createProviderApp, type ProviderApp, type ProviderAppOptions } from './app';
export { migrateProvider } from './migrations';
export { buildCatalogue, STUDIO, type Catalogue, type CatalogueGame } from './catalogue';
export { recoverRounds, BET_STEPS, SPIN_MESSAGES } from './spin.service';
export { roundsOf, type RoundRow } from './rounds.repository';
export type { CasinoConfig, FetchLike } from './casino-wallet';
