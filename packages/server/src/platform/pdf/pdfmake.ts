import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { onFirstUse } from '../onFirstUse';

/**
 * pdfmake set up once for every PDF export: its bundled Roboto (every Latin accent the three
 * languages need) and no file or URL besides those font files.
 */

const require = createRequire(import.meta.url);

// pdfmake is CommonJS; its Node entry sets up the font files and PDFKit. Loaded at the first
// export, not at startup (about 300 ms).
const pdfmake = onFirstUse(async () => {
  const library = require('pdfmake') as typeof import('pdfmake');
  const robotoFonts = require('pdfmake/fonts/Roboto') as TFontDictionary;
  const fontFolder = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  library.setUrlAccessPolicy(() => false);
  library.setLocalAccessPolicy((path) => path.startsWith(fontFolder));
  library.setFonts(robotoFonts);
  return library;
});

/** The font every export writes with. */
export const PDF_FONT = 'Roboto';

/** The PDF bytes of a pdfmake document. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return (await pdfmake()).createPdf(document).getBuffer();
}
