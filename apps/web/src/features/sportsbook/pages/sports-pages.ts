/** The sportsbook's pages, one lazy entry for the router (one import site keeps the shell small). */
export { SportsLayout } from './sports-layout';
export { SportsHomePage } from './sports-home-page';
export { EventPage } from './event-page';
export { SportPage, CompetitionPage } from './sport-page';
