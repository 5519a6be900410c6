import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_FILE_MAX_BYTES,
  chatMessageBodySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatSearchQuerySchema,
  DomainError,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { idParamsSchema } from '../../platform/http/params';
import { allowed } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';
import { sendStoredFile } from '../files/files.presenter';
import { chatPolicy } from './chat.policy';
import {
  assertMember,
  chatFileTooLarge,
  listMessages,
  loadMessage,
  markRead,
  openMessageFile,
  searchMessages,
  sendFile,
  sendText,
  typing,
  type Sent,
} from './chatMessages.service';

/**
 * What a multipart request may carry besides the file's bytes (boundaries, part headers, a long
 * file name): a declared length beyond the file limit plus this is refused before reading.
 */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** A new message answers 201, a retried `clientId` 200 with the message stored before. */
const sentResponse = { 200: chatMessageSchema, 201: chatMessageSchema };
const answerSent = (reply: FastifyReply, sent: Sent) =>
  reply.status(sent.created ? 201 : 200).send(sent.message);

/** Messages of chats (spec 3 §7 "Chats"): history, sends, files, read marks, typing, search. */
export const chatMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['chat']);

  route.get(
    '/chats/messages/search',
    'Messages of the caller’s chats containing the words (accents and case ignored), newest first',
    {
      allow: chatPolicy.canRead,
      querystring: chatSearchQuerySchema,
      response: { 200: pagedSchema(chatMessageSchema) },
    },
    (actor, { query }) => searchMessages(platform, actor, query),
  );

  route.get(
    '/chats/messages/:id',
    'A message of a chat of the caller',
    { allow: chatPolicy.canRead, params: idParamsSchema, response: { 200: chatMessageSchema } },
    (actor, { params }) => loadMessage(platform, actor, params.id),
  );

  app.get(
    '/chats/messages/:id/file',
    {
      schema: {
        tags: ['chat'],
        summary: 'The file of a message, with the type detected at upload',
        params: idParamsSchema,
        querystring: z.object({ download: z.stringbool().default(false) }),
      },
    },
    async (request, reply) => {
      const actor = allowed(chatPolicy.canRead, actorOf(request));
      const { file, body } = await openMessageFile(platform, actor, request.params.id);
      return sendStoredFile(reply, file, request.query.download, body);
    },
  );

  route.put(
    '/chats/messages/:id/read',
    'The caller has read the chat up to this message (a read mark never moves back)',
    { allow: chatPolicy.canRead, params: idParamsSchema },
    (actor, { params }) => markRead(platform, actor, params.id),
  );

  route.get(
    '/chats/:id/messages',
    'After `afterId` oldest first (catch-up, at most 200), else a page newest first (of a day)',
    {
      allow: chatPolicy.canRead,
      params: idParamsSchema,
      querystring: chatMessagesQuerySchema,
      response: { 200: pagedSchema(chatMessageSchema) },
    },
    (actor, { params, query }) => listMessages(platform, actor, params.id, query),
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a text; the same `clientId` again answers the message stored (200)',
        params: idParamsSchema,
        body: chatMessageBodySchema,
        response: sentResponse,
      },
    },
    async (request, reply) => {
      const actor = allowed(chatPolicy.canWrite, actorOf(request));
      return answerSent(reply, await sendText(platform, actor, request.params.id, request.body));
    },
  );

  app.post(
    '/chats/:id/fileMessages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a file (multipart part `file`, at most 100 MB, type checked by content)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: z.object({ clientId: z.uuid().optional() }),
        response: sentResponse,
      },
    },
    async (request, reply) => {
      const actor = allowed(chatPolicy.canWrite, actorOf(request));
      await assertMember(platform, actor, request.params.id);
      // A declared length over the limit is refused before a byte of the body is read.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > CHAT_FILE_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES) throw chatFileTooLarge();
      if (!request.isMultipart())
        throw new DomainError('unsupported_media_type', 'error:unsupportedMediaType');
      const part = await request.file({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1 } });
      const sent = await sendFile(
        platform,
        actor,
        request.params.id,
        part,
        request.query.clientId ?? null,
      );
      return answerSent(reply, sent);
    },
  );

  route.post(
    '/chats/:id/typing',
    'The caller is typing: IS_TYPING to the chat’s other members',
    { allow: chatPolicy.canWrite, params: idParamsSchema },
    (actor, { params }) => typing(platform, actor, params.id),
  );
};
