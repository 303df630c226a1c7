/**
 * Prints the exact RTP breakdown of the games that have one (ADR 029):
 *   npx tsx apps/provider/scripts/analyse.ts
 */
import { analyseBook } from '#provider/games/book-of-degen/analysis';
import { analyseKoi } from '#provider/games/koi-fortune/analysis';
import { analyseTengu } from '#provider/games/golden-tengu/analysis';
import { ROULETTE_RTP } from '#provider/games/shrine-roulette/index';

console.log('Koi Fortune', analyseKoi());
console.log('Golden Tengu', analyseTengu());
console.log('Book of Degen', analyseBook());
console.log('Shrine Roulette', { rtp: ROULETTE_RTP });
