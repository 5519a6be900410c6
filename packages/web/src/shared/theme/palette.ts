import { THEME_PALETTE, isPaletteColour, type PaletteColour } from '@newsroom/domain';

/**
 * The colour of each palette name (spec 1 §9: 15 names, ten shades each on the web). antd
 * derives the ten shades from one seed colour, so this table holds only the seeds: antd's own
 * preset where there is one (`geekblue` is the spec's "geek"; blue keeps the shell's original
 * primary), a darker shade for the light yellows and green so white text stays readable on
 * buttons, and chosen seeds for grey, pink and teal.
 */
export const PALETTE_SEEDS: Record<PaletteColour, string> = {
  blue: '#1668dc',
  cyan: '#13c2c2',
  geekblue: '#2f54eb',
  gold: '#d48806',
  green: '#389e0d',
  lime: '#7cb305',
  magenta: '#eb2f96',
  orange: '#fa8c16',
  purple: '#722ed1',
  red: '#f5222d',
  volcano: '#fa541c',
  yellow: '#d4b106',
  grey: '#595959',
  pink: '#f759ab',
  teal: '#08979c',
};

/** The palette names in the spec's order, for swatches. */
export const PALETTE_NAMES: readonly PaletteColour[] = THEME_PALETTE;

/** The seed colour of a palette name; null for a name this build does not know. */
export function paletteSeed(name: string | null | undefined): string | null {
  return name && isPaletteColour(name) ? PALETTE_SEEDS[name] : null;
}
