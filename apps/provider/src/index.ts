// @tengu/provider: the studio's game mathematics (issue 20; ADR 029).
export type { Rng } from './rng/rng';
export { createFairRng, type FairRng } from './rng/fair-rng';
export { createSimRng } from './rng/xoshiro128';
export { milliToAmount, MILLI, type Grid, type Position } from './slots/grid';
export * from './games/types';
export { GAME_METAS, SLOTS } from './games/catalogue';
export { playFairBonusBuy, playFairSpin } from './games/fair-play';
export * as koiFortune from './games/koi-fortune/index';
export * as sakuraTumble from './games/sakura-tumble/index';
export * as goldenTengu from './games/golden-tengu/index';
export * as bookOfDegen from './games/book-of-degen/index';
export * as shrineRoulette from './games/shrine-roulette/index';
