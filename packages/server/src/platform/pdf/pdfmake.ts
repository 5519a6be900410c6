import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

/**
 * pdfmake set up once for every PDF export: its bundled Roboto (every Latin accent the three
 * languages need) and no file or URL besides those font files.
 */

const require = createRequire(import.meta.url);
// pdfmake is CommonJS; its Node entry sets up the font files and PDFKit.
const pdfmake = require('pdfmake') as typeof import('pdfmake');
const robotoFonts = require('pdfmake/fonts/Roboto') as TFontDictionary;
const fontFolder = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontFolder));
pdfmake.setFonts(robotoFonts);

/** The font every export writes with. */
export const PDF_FONT = 'Roboto';

/** The PDF bytes of a pdfmake document. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
