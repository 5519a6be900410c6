import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, UPLOAD_KINDS } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { fileHeaders, fileViewSchema, presentFile, sendStoredFile } from './files.presenter';
import { openFile, openThumbnail, readableFile, uploadFiles } from './files.service';

/** Path parameters naming a file. */
const fileParamsSchema = z.object({ id: z.uuid() });
/** `download=true` asks for an attachment instead of inline display. */
const downloadQuerySchema = z.object({ download: z.stringbool().default(false) });

/** 415 unless the request is multipart (the JSON routes' parsers answer others). */
function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart())
    throw new DomainError('unsupported_media_type', 'error:unsupportedMediaType');
}

/** Uploaded images (spec 3 §7 "Files"): upload single and multiple, the file, its thumbnail. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const limits = { fileSize: UPLOAD_KINDS.image.maxBytes };

  app.post(
    '/files/single',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one image (multipart field `file`; JPEG or PNG by content, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: fileViewSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireMultipart(request);
      const part = await request.file({ limits });
      const [row] = await uploadFiles(platform, actor, part ? [part] : [], {
        kind: 'image',
        isPublic: false,
      });
      return presentFile(row!);
    },
  );

  app.post(
    '/files/multiple',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload several images at once, all or nothing (multipart, one part per file)',
        consumes: ['multipart/form-data'],
        response: { 200: z.array(fileViewSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireMultipart(request);
      const rows = await uploadFiles(platform, actor, request.files({ limits }), {
        kind: 'image',
        isPublic: false,
      });
      return rows.map(presentFile);
    },
  );

  app.get(
    '/files/:id',
    {
      config: { isPublic: true },
      schema: {
        tags: ['files'],
        summary: 'The file (public files without a session, others with one)',
        params: fileParamsSchema,
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await readableFile(platform, request.actor, request.params.id);
      const body = await openFile(platform, row);
      return sendStoredFile(
        reply,
        { mimeType: row.mimeType, size: row.size, name: row.originalName },
        request.query.download,
        body,
      );
    },
  );

  app.get(
    '/files/:id/thumbnail',
    {
      config: { isPublic: true },
      schema: {
        tags: ['files'],
        summary: 'A small JPEG or PNG of an image, at most 200 px a side',
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await readableFile(platform, request.actor, request.params.id);
      const thumbnail = await openThumbnail(platform, row);
      return fileHeaders(reply, thumbnail.mimeType).send(thumbnail.body);
    },
  );
};
