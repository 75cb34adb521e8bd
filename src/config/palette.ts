/**
 * The brand palette for what is drawn outside CSS: share cards, app icons, the
 * web app manifest. The same values are the `--color-*` tokens of src/styles/global.css; a unit
 * test keeps the two in step.
 */
export const palette = {
  linen: '#f7f3ec',
  sand: '#e9dfcf',
  sandDeep: '#dccfb8',
  clay: '#b5653f',
  clayDeep: '#9a4f2e',
  sage: '#7c8b74',
  ink: '#2b2a27',
  inkSoft: '#5a554d',
} as const;
