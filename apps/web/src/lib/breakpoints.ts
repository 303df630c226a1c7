/**
 * The spec's breakpoints in pixels (document 1 section 9), the same numbers as the Tailwind
 * theme in styles/index.css, for code that must react to the viewport (sidebar collapsing).
 */
export const BREAKPOINTS = {
  xxs: 350,
  xs: 493,
  md: 768,
  ml: 965,
  lg: 1024,
  xl: 1248,
  '2xl': 1400,
  '3xl': 1536,
} as const;

/** Sidebar, header and footer sizes (spec document 1 section 9). */
export const SHELL_SIZES = {
  headerHeight: 60,
  footerHeight: 60,
  sidebarFull: 216,
  sidebarRail: 56,
  rightSidebar: 216,
} as const;

export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`;
}
