/** Sports bets (issue 21; ADR 038 "Bets, settlement, cash-out"): what the app wiring needs. */
export { sportsBetsRoutes, type SportsBetsRouteOptions } from './sports-bets.routes';
export {
  createSportsBetSettlement,
  sportsBetsFeedListener,
  type SportsBetSettlement,
} from './settlement';
export type { SportsBetDeps } from './sports-bets.deps';
export { placeSlip } from './place-slip.service';
export { cashOut, quoteCashOut } from './cash-out.service';
export { listMyBets } from './my-bets.service';
export { settleBet } from './bet-settler';
export {
  getSportsBetSettings,
  setSportsBetSettings,
  DEFAULT_SPORTS_BET_SETTINGS,
} from './sports-bet-settings';
