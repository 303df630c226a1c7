import { minesGame } from './mines.service';

/**
 * Mines (issue 5): `POST /api/games/mines/start` {amount, mines}, `POST …/reveal` {tile},
 * `POST …/cashout`, `GET …/active` — the multi-step games' routes (multi-step-game.ts).
 */
export const minesRoutes = minesGame.routes;
