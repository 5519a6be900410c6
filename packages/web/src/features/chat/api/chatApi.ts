import { z } from 'zod';
import {
  chatMessageSchema,
  chatSchema,
  chatUnreadSchema,
  pagedSchema,
  type Chat,
  type ChatMessage,
  type ChatUnread,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache keys of chat. */
export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  unread: ['chats', 'unread'] as const,
  chat: (id: number) => ['chats', 'chat', id] as const,
  messages: (id: number) => ['chats', 'messages', id] as const,
  history: (date: string) => ['chats', 'history', date] as const,
  day: (id: number, date: string) => ['chats', 'day', id, date] as const,
  search: (q: string) => ['chats', 'search', q] as const,
};

/** GET /api/chats: the caller's chats, latest activity first. */
export function fetchChats(): Promise<Chat[]> {
  return apiRequest('/api/chats', { schema: z.array(chatSchema) });
}

/** GET /api/chats/{id}. */
export function fetchChat(id: number): Promise<Chat> {
  return apiRequest(`/api/chats/${id}`, { schema: chatSchema });
}

/** GET /api/chats/unread. */
export function fetchChatUnread(): Promise<ChatUnread> {
  return apiRequest('/api/chats/unread', { schema: chatUnreadSchema });
}

/** GET /api/chats/history: the caller's chats with messages on a day. */
export function fetchChatHistory(date: string): Promise<Chat[]> {
  return apiRequest('/api/chats/history', { query: { date }, schema: z.array(chatSchema) });
}

/** POST /api/chats: the chat with exactly these people and the caller (found or created). */
export function openChatWith(userIds: number[], name?: string): Promise<Chat> {
  return apiRequest('/api/chats', { method: 'POST', json: { userIds, name }, schema: chatSchema });
}

/** PUT /api/chats/{id}: adds people (a pair answers a new chat of everyone). */
export function addChatMembers(id: number, userIds: number[]): Promise<Chat> {
  return apiRequest(`/api/chats/${id}`, { method: 'PUT', json: { userIds }, schema: chatSchema });
}

/** PUT /api/chats/{id}/leave. */
export function leaveChat(id: number): Promise<void> {
  return apiRequest(`/api/chats/${id}/leave`, { method: 'PUT' });
}

const messagesPage = pagedSchema(chatMessageSchema);

/** A page of messages, newest first (of one day when `date` is given). */
export function fetchMessages(
  id: number,
  page: number,
  date?: string,
): Promise<Paged<ChatMessage>> {
  return apiRequest(`/api/chats/${id}/messages`, {
    query: { page, ...(date ? { date } : {}) },
    schema: messagesPage,
  });
}

/** The messages after `afterId`, oldest first (a catch-up after a reconnect). */
export function fetchMessagesAfter(id: number, afterId: number): Promise<Paged<ChatMessage>> {
  return apiRequest(`/api/chats/${id}/messages`, { query: { afterId }, schema: messagesPage });
}

/** POST /api/chats/{id}/messages: answered once committed; `clientId` makes a retry safe. */
export function sendMessage(id: number, text: string, clientId: string): Promise<ChatMessage> {
  return apiRequest(`/api/chats/${id}/messages`, {
    method: 'POST',
    json: { text, clientId },
    schema: chatMessageSchema,
  });
}

/** POST /api/chats/{id}/fileMessages (multipart). */
export function sendFile(id: number, file: File, clientId: string): Promise<ChatMessage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(`/api/chats/${id}/fileMessages`, {
    method: 'POST',
    query: { clientId },
    multipart: body,
    schema: chatMessageSchema,
  });
}

/** PUT /api/chats/messages/{id}/read: the caller read up to this message. */
export function markChatRead(messageId: number): Promise<void> {
  return apiRequest(`/api/chats/messages/${messageId}/read`, { method: 'PUT' });
}

/** POST /api/chats/{id}/typing. */
export function sendTyping(id: number): Promise<void> {
  return apiRequest(`/api/chats/${id}/typing`, { method: 'POST' });
}

/** GET /api/chats/messages/search: messages of the caller's chats containing `q`. */
export function searchMessages(q: string, page = 0): Promise<Paged<ChatMessage>> {
  return apiRequest('/api/chats/messages/search', { query: { q, page }, schema: messagesPage });
}

/** Where a chat file is downloaded. */
export function chatFileUrl(messageId: number, download: boolean): string {
  return `/api/chats/messages/${messageId}/file${download ? '?download=true' : ''}`;
}
