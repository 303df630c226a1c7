import type { SportId } from '../../domain';

/**
 * The simulated feed's world (issue 21): invented leagues, clubs and players with a rating each.
 * Names are made up (no real club, player or tournament is meant); the ratings drive the models:
 * football attack/defence multipliers around 1, a tennis player's chance to win a point on serve,
 * a basketball team's expected points.
 */

export interface FootballClub {
  name: string;
  attack: number;
  defence: number;
}
export interface TennisPlayer {
  name: string;
  /** P(wins a point on serve) against an average opponent. */
  serve: number;
  /** P(wins a point on the opponent's serve) against an average server, i.e. 1 − their serve. */
  ret: number;
}
export interface BasketballTeam {
  name: string;
  /** Points scored and conceded per game against an average team. */
  offence: number;
  defence: number;
}

export interface SimCompetition<T> {
  id: string;
  name: string;
  country: string;
  entrants: readonly T[];
  /** Tennis: matches are best of five (the majors' men's draw). */
  bestOf?: 3 | 5;
}

const club = (name: string, attack: number, defence: number): FootballClub => ({
  name,
  attack,
  defence,
});
const player = (name: string, serve: number, ret: number): TennisPlayer => ({ name, serve, ret });
const team = (name: string, offence: number, defence: number): BasketballTeam => ({
  name,
  offence,
  defence,
});

export const FOOTBALL_COMPETITIONS: readonly SimCompetition<FootballClub>[] = [
  {
    id: 'sim-fb-premier',
    name: 'Premier Division',
    country: 'GB',
    entrants: [
      club('Ashford Rovers', 1.35, 1.25),
      club('Kingsbridge United', 1.25, 1.2),
      club('Harrow Vale', 1.15, 1.05),
      club('Millbrook Athletic', 1.05, 1.1),
      club('Redcastle City', 1.1, 0.95),
      club('Southmere Town', 0.95, 1.0),
      club('Westfield Albion', 0.9, 0.95),
      club('Crowborough FC', 0.85, 0.9),
      club('Dunmore Wanderers', 0.8, 0.85),
      club('Thornbury Park', 0.75, 0.9),
    ],
  },
  {
    id: 'sim-fb-liga',
    name: 'Liga Peninsular',
    country: 'ES',
    entrants: [
      club('Real Montalbán', 1.4, 1.2),
      club('Atlético Serrano', 1.15, 1.3),
      club('CD Costa Brava', 1.05, 1.0),
      club('Unión Valdés', 1.0, 1.05),
      club('Deportivo Ribera', 0.95, 0.95),
      club('Racing Almazán', 0.9, 1.0),
      club('SD Sierra Alta', 0.85, 0.9),
      club('CF Puerto Nuevo', 0.8, 0.85),
    ],
  },
  {
    id: 'sim-fb-bundes',
    name: 'Erste Liga',
    country: 'DE',
    entrants: [
      club('FC Rheinhafen', 1.45, 1.15),
      club('Borussia Talheim', 1.25, 1.0),
      club('SV Eichenwald', 1.05, 1.05),
      club('VfL Steinbach', 1.0, 0.95),
      club('TSV Nordmark', 0.95, 1.0),
      club('Eintracht Moorfeld', 0.9, 0.9),
      club('SC Lindenau', 0.85, 0.95),
      club('Union Weserberg', 0.8, 0.85),
    ],
  },
  {
    id: 'sim-fb-serie',
    name: 'Serie Aurea',
    country: 'IT',
    entrants: [
      club('AC Valdoro', 1.2, 1.3),
      club('Sporting Lucerna', 1.15, 1.2),
      club('US Marenza', 1.05, 1.1),
      club('Calcio Bellavista', 0.95, 1.05),
      club('AS Colleverde', 0.9, 1.0),
      club('FC Portofiume', 0.85, 0.95),
      club('Virtus Montefalco', 0.8, 0.9),
    ],
  },
  {
    id: 'sim-fb-cup',
    name: 'Continental Cup',
    country: 'International',
    entrants: [
      club('Ashford Rovers', 1.35, 1.25),
      club('Real Montalbán', 1.4, 1.2),
      club('FC Rheinhafen', 1.45, 1.15),
      club('AC Valdoro', 1.2, 1.3),
      club('Olympique Lavande', 1.2, 1.1),
      club('Ajax Zuiderhaven', 1.15, 1.0),
      club('Benfica do Tejo', 1.1, 1.05),
      club('Galata Boğaz', 1.0, 0.95),
    ],
  },
];

export const TENNIS_COMPETITIONS: readonly SimCompetition<TennisPlayer>[] = [
  {
    id: 'sim-tn-masters',
    name: 'Masters Tour — Harbour Open',
    country: 'International',
    bestOf: 3,
    entrants: [
      player('Luca Ferrand', 0.7, 0.4),
      player('Mikhail Orlov', 0.68, 0.39),
      player('Kenji Arata', 0.66, 0.38),
      player('Tomás Reyes', 0.65, 0.37),
      player('Henrik Dahl', 0.67, 0.35),
      player('Owen Ashcroft', 0.64, 0.36),
      player('Marco Vitale', 0.63, 0.37),
      player('Pierre Lacombe', 0.62, 0.35),
      player('Arjun Mehra', 0.61, 0.36),
      player('Daniel Kovač', 0.63, 0.34),
    ],
  },
  {
    id: 'sim-tn-major',
    name: 'Grand Championships — Men',
    country: 'International',
    bestOf: 5,
    entrants: [
      player('Luca Ferrand', 0.7, 0.4),
      player('Mikhail Orlov', 0.68, 0.39),
      player('Kenji Arata', 0.66, 0.38),
      player('Henrik Dahl', 0.67, 0.35),
      player('Sebastián Ortega', 0.66, 0.37),
      player('Jonas Lindqvist', 0.64, 0.36),
      player('Rafael Moreira', 0.63, 0.38),
      player('Ethan Caldwell', 0.65, 0.34),
    ],
  },
  {
    id: 'sim-tn-women',
    name: "Women's Tour — Lakeside Classic",
    country: 'International',
    bestOf: 3,
    entrants: [
      player('Anya Petrova', 0.62, 0.47),
      player('Sofia Marchetti', 0.6, 0.46),
      player('Mei Tanaka', 0.59, 0.46),
      player('Clara Jensen', 0.6, 0.44),
      player('Valentina Cruz', 0.58, 0.45),
      player('Emma Hartley', 0.57, 0.44),
      player('Zofia Nowak', 0.58, 0.43),
      player('Lea Fontaine', 0.56, 0.44),
      player('Ines Carvalho', 0.57, 0.42),
    ],
  },
];

export const BASKETBALL_COMPETITIONS: readonly SimCompetition<BasketballTeam>[] = [
  {
    id: 'sim-bb-pro',
    name: 'Pro Basketball League',
    country: 'US',
    entrants: [
      team('Bay City Comets', 118, 108),
      team('Granite Peak Miners', 115, 107),
      team('Riverside Falcons', 113, 110),
      team('Desert Sun Vipers', 112, 112),
      team('Lakeshore Storm', 110, 111),
      team('Capital Monarchs', 109, 113),
      team('Harbor Town Pilots', 107, 112),
      team('Prairie Bison', 105, 114),
    ],
  },
  {
    id: 'sim-bb-euro',
    name: 'Euroleague Select',
    country: 'International',
    entrants: [
      team('Athena Piraeus', 86, 78),
      team('Zalgiris Neman', 84, 79),
      team('Olimpia Navigli', 83, 80),
      team('Partizan Sava', 82, 81),
      team('Baskonia Arabako', 81, 80),
      team('Anadolu Boğaziçi', 84, 82),
      team('Bayern Isar', 80, 81),
      team('Valencia Turia', 79, 80),
    ],
  },
];

export const COMPETITIONS_BY_SPORT = {
  football: FOOTBALL_COMPETITIONS,
  tennis: TENNIS_COMPETITIONS,
  basketball: BASKETBALL_COMPETITIONS,
} as const satisfies Record<SportId, readonly SimCompetition<unknown>[]>;

/** A stable id for an entrant's name ("Ashford Rovers" → "ashford-rovers"). */
export function entrantId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
