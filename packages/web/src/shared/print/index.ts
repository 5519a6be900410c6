/**
 * Print links (spec 2 §2), the entry a feature gives the print page for each printable type, and
 * the print options dialog every Print and Export PDF action asks first.
 */
export {
  encodePrintParams,
  decodePrintParams,
  printPath,
  printRandom,
  PRINT_RANDOM_MAX,
} from './printParams';
export type { PrintParams } from './printParams';
export type { PrintEntry } from './printEntry';
export { chosenOptions, pdfExportUrl, printFontSizeOf } from './printOptions';
export type { PrintOptionField, PrintOptions } from './printOptions';
export { PrintOptionsDialog } from './PrintOptionsDialog';
export type { PrintOptionsDialogProps, PrintTarget } from './PrintOptionsDialog';
export { usePrintOptions } from './usePrintOptions';
export type { PrintOptionsActions } from './usePrintOptions';
