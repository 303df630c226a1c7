/**
 * Game search (spec document 2 sections 5 and 9): the text is looked up 1 second after the
 * player stops typing, empty text lists every game, and five quick-search chips suggest games.
 * The matching itself is the server's (`GET /api/games/search`, api/search-games.ts).
 */
export const SEARCH_DEBOUNCE_MS = 1000;
