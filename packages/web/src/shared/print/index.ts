/** Print links (spec 2 §2) and the entry a feature gives the print page for each printable type. */
export {
  encodePrintParams,
  decodePrintParams,
  printPath,
  printRandom,
  PRINT_RANDOM_MAX,
} from './printParams';
export type { PrintParams } from './printParams';
export type { PrintEntry } from './printEntry';
