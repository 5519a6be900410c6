import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatFindQuerySchema,
  chatHistoryQuerySchema,
  chatMembersBodySchema,
  chatSchema,
  chatUnreadSchema,
} from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { chatPolicy } from './chat.policy';
import {
  addMembers,
  chatHistory,
  createChat,
  leaveChat,
  listChats,
  loadChat,
  unreadChats,
} from './chats.service';

/** Chats and their members (spec 3 §7 "Chats"); messages are in chatMessages.routes. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['chat']);

  route.get(
    '/chats',
    'The caller’s chats, latest activity first; with `userIds` the chat of exactly those people',
    {
      allow: chatPolicy.canRead,
      querystring: chatFindQuerySchema,
      response: { 200: z.array(chatSchema) },
    },
    (actor, { query }) => listChats(platform, actor, query.userIds),
  );

  route.post(
    '/chats',
    'The chat with these people and the caller: the existing one, or a new one',
    { allow: chatPolicy.canWrite, body: chatMembersBodySchema, response: { 200: chatSchema } },
    (actor, { body }) => createChat(platform, actor, body),
  );

  route.get(
    '/chats/unread',
    'The caller’s unread messages, in total and per chat',
    { allow: chatPolicy.canRead, response: { 200: chatUnreadSchema } },
    (actor) => unreadChats(platform, actor),
  );

  route.get(
    '/chats/history',
    'The caller’s chats with messages on a day (default today in the newsroom)',
    {
      allow: chatPolicy.canRead,
      querystring: chatHistoryQuerySchema,
      response: { 200: z.array(chatSchema) },
    },
    (actor, { query }) => chatHistory(platform, actor, query.date),
  );

  route.get(
    '/chats/:id',
    'A chat of the caller',
    { allow: chatPolicy.canRead, params: idParamsSchema, response: { 200: chatSchema } },
    (actor, { params }) => loadChat(platform, actor, params.id),
  );

  route.put(
    '/chats/:id',
    'Add people: a group grows; a chat of two leads to the chat of everyone',
    {
      allow: chatPolicy.canWrite,
      params: idParamsSchema,
      body: chatMembersBodySchema,
      response: { 200: chatSchema },
    },
    (actor, { params, body }) => addMembers(platform, actor, params.id, body),
  );

  route.put(
    '/chats/:id/leave',
    'Leave a group chat (422 chat:cannotLeavePair for a chat of two)',
    { allow: chatPolicy.canRead, params: idParamsSchema },
    (actor, { params }) => leaveChat(platform, actor, params.id),
  );
};
