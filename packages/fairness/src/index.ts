export { shuffleDraw } from './draw';
export { sha256Hex } from './encoding';
export { FairnessError } from './errors';
export { blackjackCards, cardAt } from './games/blackjack';
export { pickCaseRow, type CaseRow } from './games/cases';
export { buildChain, crashPoint, nextChainHash, verifyChainLink } from './games/crash';
export { diceRoll, isDiceWin, isLimboWin, limboResult, type DiceCondition } from './games/dice';
export {
  DOJO_DASH_HAZARDS,
  dojoDashLanes,
  type DojoDashDifficulty,
  type DojoDashOutcome,
} from './games/dojo-dash';
export { kenoDraw, type KenoOutcome } from './games/keno';
export { LOOTBOX_TICKETS, lootboxDraw, lootboxPrizeIndex } from './lootbox';
export { minePositions, minesMultiplier } from './games/mines';
export { plinkoPath, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, type PlinkoOutcome } from './games/plinko';
export { coinflipSeries, roulettePocket, type CoinSide } from './games/simple';
export {
  TOWERS_DIFFICULTIES,
  towersLevels,
  type TowersDifficulty,
  type TowersOutcome,
} from './games/towers';
export {
  GAMES,
  isGameName,
  outcome,
  type CasesOutcome,
  type GameName,
  type OutcomeByGame,
  type OutcomeInput,
} from './outcome';
export { bytesToFloat, floatStream, floats, type SeedInput } from './rng';
export { generateClientSeed, generateServerSeed, hashServerSeed } from './seeds';
export {
  drawRaffleWinners,
  raffleTicketTableDigest,
  raffleTicketTableText,
  type RaffleRange,
  type RaffleWin,
} from './raffle';
