import type { FastifyPluginAsync } from 'fastify';
import { diceRoutes } from './dice/dice.routes';
import type { GameRouteOptions } from './game-context';
import { limboRoutes } from './limbo/limbo.routes';
import { minesRoutes } from './mines/mines.routes';
import { plinkoRoutes } from './plinko/plinko.routes';

/** The in-house games' endpoints (issue 5); each bet is one call to the bet pipeline. */
export const gamesRoutes: FastifyPluginAsync<GameRouteOptions> = async (app, options) => {
  await app.register(diceRoutes, options);
  await app.register(limboRoutes, options);
  await app.register(plinkoRoutes, options);
  await app.register(minesRoutes, options);
};
