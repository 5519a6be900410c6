export { PALETTE_SEEDS, PALETTE_NAMES, paletteSeed } from './palette';
export { usePrefersReducedMotion } from './reducedMotion';
