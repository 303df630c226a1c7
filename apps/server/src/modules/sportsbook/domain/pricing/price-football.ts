/** Every football market of the catalogue, priced from the Poisson model at a given state. */
import {
  footballMarketCatalogue,
  footballOutcomeIds,
  settleFootballOutcome,
} from '../markets/football-markets';
import type { Market } from '../types';
import {
  type FootballState,
  type TeamStrengths,
  expectedGoals,
  finalScoreDistribution,
} from './football-model';
import { fairProbabilities, priceMarket } from './price-market';

export function priceFootball(options: {
  strengths: TeamStrengths;
  state: FootballState;
  margin: number;
}): Market[] {
  const distribution = finalScoreDistribution(expectedGoals(options.strengths), options.state);
  return footballMarketCatalogue().map(({ type, specifier }) => {
    const outcomeIds = footballOutcomeIds(type);
    const fair = fairProbabilities(outcomeIds, distribution, (id, score) =>
      settleFootballOutcome(type, specifier, id, score),
    );
    return priceMarket({ type, specifier, outcomeIds }, fair, options.margin);
  });
}
