import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/contentDisposition';

/** The export's file name: its stem and what tells it apart (slug or date), file-system safe. */
export function exportFileName(stem: string, distinct: string): string {
  const tail = distinct
    .normalize('NFC')
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${[stem, tail].filter(Boolean).join('-')}.pdf`;
}

/** Answers PDF bytes as a download (ASCII `filename` and RFC 5987 `filename*` for accents). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(pdf);
}
