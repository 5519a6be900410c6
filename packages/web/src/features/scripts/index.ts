import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/**
 * Scripts: the script book of a day and program. The page is the main area `scripts` (loaded by
 * the app from its module); the print type goes to the print page through this door.
 */

/** The `scripts` print type (options `{ date, programId, twoColumns, fontSizePt? }`), loaded on demand. */
export const scriptsPrint: PrintEntry = {
  type: 'scripts',
  Renderer: lazyWithTexts(() =>
    import('./print/ScriptsPrint').then((m) => ({ default: m.ScriptsPrint })),
  ),
};
