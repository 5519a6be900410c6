import { z } from 'zod';

/**
 * The theme palette (spec 1 §9, spec 3 §3): 15 colour names, each in ten shades on the web.
 * The spec's "geek" is Ant Design's `geekblue`. Types and the installation theme colour
 * both choose from these names.
 */
export const THEME_PALETTE = [
  'blue',
  'cyan',
  'geekblue',
  'gold',
  'green',
  'lime',
  'magenta',
  'orange',
  'purple',
  'red',
  'volcano',
  'yellow',
  'grey',
  'pink',
  'teal',
] as const;

/** One colour name of the palette. */
export type PaletteColour = (typeof THEME_PALETTE)[number];

/** A palette colour name. */
export const paletteColourSchema = z.enum(THEME_PALETTE);

/** Whether `value` is one of the palette's names. */
export function isPaletteColour(value: string): value is PaletteColour {
  return (THEME_PALETTE as readonly string[]).includes(value);
}

/** A hex colour `#rrggbb` (lower or upper case). */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
