import type { FastifyPluginAsync } from 'fastify';
import { blackjackRoutes } from './blackjack/blackjack.routes';
import { casesGame } from './cases/cases.service';
import { coinflipGame } from './coinflip/coinflip.service';
import { crashRoutes } from './crash/crash.routes';
import { diceGame } from './dice/dice.service';
import { dojoDashGame } from './dojo-dash/dojo-dash.service';
import type { GameRouteOptions } from './game-context';
import { gameSettingsRoutes } from './game-settings.routes';
import { kenoGame } from './keno/keno.service';
import { limboGame } from './limbo/limbo.service';
import { minesRoutes } from './mines/mines.routes';
import { plinkoGame } from './plinko/plinko.service';
import { rouletteGame } from './roulette/roulette.service';
import { towersGame } from './towers/towers.service';

/** The in-house games' endpoints (issue 5); each bet is one call to the bet pipeline. */
export const gamesRoutes: FastifyPluginAsync<GameRouteOptions> = async (app, options) => {
  await app.register(diceGame.routes, options);
  await app.register(limboGame.routes, options);
  await app.register(plinkoGame.routes, options);
  await app.register(minesRoutes, options);
  await app.register(kenoGame.routes, options);
  await app.register(rouletteGame.routes, options);
  await app.register(casesGame.routes, options);
  await app.register(blackjackRoutes, options);
  await app.register(coinflipGame.routes, options);
  await app.register(towersGame.routes, options);
  await app.register(dojoDashGame.routes, options);
  await app.register(crashRoutes, options);
  // Which originals are open, and their limits (ADR 044).
  await app.register(gameSettingsRoutes, options);
};
