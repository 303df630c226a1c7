/** The sportsbook's paths (ADR 043). */
export const SPORTS_HOME = '/sports/home';
export const SPORTS_TAB_PARAM = 'tab';

export const sportPath = (sport: string) => `/sports/${sport}`;
export const competitionPath = (sport: string, competition: string) =>
  `/sports/${sport}/${encodeURIComponent(competition)}`;
export const eventPath = (id: string) => `/sports/event/${encodeURIComponent(id)}`;
export const myBetsPath = `${SPORTS_HOME}?${SPORTS_TAB_PARAM}=my-bets`;
