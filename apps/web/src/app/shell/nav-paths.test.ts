import { describe, expect, it } from 'vitest';
import { activeNavId } from './nav-paths';

const isOriginal = (slug: string) => ['plinko', 'dojo-dash'].includes(slug);

describe('activeNavId', () => {
  it.each([
    ['/', 'casino'],
    ['/casino/home', 'casino'],
    ['/casino/home/dojo', 'dojo'],
    ['/casino/slots', 'slots'],
    ['/casino/slots/', 'slots'],
    ['/sports/home', 'sports'],
    ['/rewards', 'rewards'],
    ['/raffle', 'weeklyRaffle'],
    ['/dashboard', 'farmingDashboard'],
    ['/livesupport', 'liveSupport'],
    ['/casino/game/plinko', 'original:plinko'],
    ['/casino/game/Gates-of-Olympus', 'games'],
    ['/nowhere/at/all', 'games'],
    ['/vipx', 'games'],
  ])('%s highlights %s', (path, id) => {
    expect(activeNavId(path, isOriginal)).toBe(id);
  });
});
