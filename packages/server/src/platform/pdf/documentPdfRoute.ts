import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_TEXT,
  exportPdfQuerySchema,
  type ExportName,
  type ExportPdfQuery,
} from '@newsroom/domain';
import type { Platform } from '../context';
import { idParamsSchema } from '../http/params';
import { actorOf } from '../http/guard';
import { readDocumentContent, type KindOf } from '../documents/kernel';
import type { DocumentView } from '../documents/kind';
import { documentPdf, type DocumentPdf } from './documentPdf';
import { exportFileName, sendPdf } from './pdfReply';

/** What a kind's export makes of one document: the PDF's content and what names the file. */
export interface DocumentExport {
  document: Omit<DocumentPdf, 'pageOf' | 'twoColumns' | 'fontSizePt'>;
  /** Tells the file apart after the export name: the slug, else the date. */
  distinct: string;
}

/**
 * GET <kind path>/{id}/pdf: one document as a PDF in the asked language and print options. The
 * access is the kind's read, and a document whose content is private to others is 403 (an export
 * never holds a masked copy).
 */
export function documentPdfRoute<D extends DocumentView>(
  kind: KindOf<D>,
  exportName: ExportName,
  build: (platform: Platform, document: D, query: ExportPdfQuery) => Promise<DocumentExport>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const platform = app.platform;
    app.get(
      `${kind.path}/:id/pdf`,
      {
        schema: {
          tags: [kind.path.slice(1)],
          summary: `A ${kind.noun} as a PDF file (spec 1 §7 "${exportName}")`,
          params: idParamsSchema,
          querystring: exportPdfQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { query } = request;
        const document = await readDocumentContent(
          platform,
          kind,
          actorOf(request),
          request.params.id,
        );
        const made = await build(platform, document, query);
        const text = EXPORT_TEXT[query.locale];
        const pdf = await documentPdf({
          ...made.document,
          pageOf: text.pageOf,
          twoColumns: query.twoColumns,
          fontSizePt: query.fontSizePt,
        });
        return sendPdf(reply, exportFileName(text.fileNames[exportName], made.distinct), pdf);
      },
    );
  };
}
