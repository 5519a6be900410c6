import { z } from 'zod';

/**
 * Notices (spec 3 §3, §7 "Notices", users register_last_notice): newsroom-wide announcements.
 * Each user sees the ones newer than the last they registered, once, at login or when pushed.
 */

/** Longest notice text, in characters. */
export const NOTICE_TEXT_MAX = 2000;

/** A notice as everyone with notice access reads it. */
export const noticeSchema = z.object({
  /** A UUID (spec 3 §3). */
  id: z.uuid(),
  text: z.string(),
  /** Urgent notices are shown in red and stay until dismissed. */
  urgent: z.boolean(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Body of POST /notices. */
export const noticeInputSchema = z.object({
  text: z.string().trim().min(1).max(NOTICE_TEXT_MAX),
  urgent: z.boolean().default(false),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** Body of PUT /users/register_last_notice: the newest notice the caller has seen. */
export const registerLastNoticeSchema = z.object({ noticeId: z.uuid() });
export type RegisterLastNotice = z.infer<typeof registerLastNoticeSchema>;
