import { expect } from 'vitest';
import { pdfText } from './pdfText.testkit';

/** What a PDF export answer must be, for route tests. */

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Checks a PDF export answer (200, `application/pdf`, a download named `fileName`) and that its
 * text holds every expected phrase; spaces are ignored, since a PDF places words, not lines.
 */
export function expectPdfExport(
  response: {
    statusCode: number;
    body: string;
    rawPayload: Buffer;
    headers: Record<string, unknown>;
  },
  fileName: string,
  phrases: readonly string[],
): string {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const disposition = String(response.headers['content-disposition']);
  expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  const text = compact(pdfText(response.rawPayload));
  for (const phrase of phrases) expect(text).toContain(compact(phrase));
  return text;
}
