import { isPaletteColour } from '@newsroom/domain';

/** The CSS colour of a palette name (its sixth shade from the theme) or of a hex colour. */
export function cssColour(value: string, token: object): string {
  if (!isPaletteColour(value)) return value;
  const shade = (token as Record<string, unknown>)[`${value}6`];
  // grey and teal have no antd preset: their CSS names are close enough for a swatch.
  return typeof shade === 'string' ? shade : value;
}
