/** The home page's tabs (spec document 1 section 2): tab 1 slots, tab 2 casino and sports. */
export const HOME_TABS = ['slots', 'casino'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** The query parameter that names the tab: `/?tab=slots`. */
export const HOME_TAB_PARAM = 'tab';
/** The originals are the lobby's playable games, so a bare `/` opens on Casino & Sports. */
export const DEFAULT_HOME_TAB: HomeTab = 'casino';

export function homeTabOf(search: string): HomeTab {
  const value = new URLSearchParams(search).get(HOME_TAB_PARAM);
  return (HOME_TABS as readonly string[]).includes(value ?? '')
    ? (value as HomeTab)
    : DEFAULT_HOME_TAB;
}

export function homeTabPath(tab: HomeTab): string {
  return `/?${HOME_TAB_PARAM}=${tab}`;
}
