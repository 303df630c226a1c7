import type { FastifyPluginAsync } from 'fastify';
import { diceGame } from './dice/dice.service';
import type { GameRouteOptions } from './game-context';
import { limboGame } from './limbo/limbo.service';
import { minesRoutes } from './mines/mines.routes';
import { plinkoGame } from './plinko/plinko.service';

/** The in-house games' endpoints (issue 5); each bet is one call to the bet pipeline. */
export const gamesRoutes: FastifyPluginAsync<GameRouteOptions> = async (app, options) => {
  await app.register(diceGame.routes, options);
  await app.register(limboGame.routes, options);
  await app.register(plinkoGame.routes, options);
  await app.register(minesRoutes, options);
};
