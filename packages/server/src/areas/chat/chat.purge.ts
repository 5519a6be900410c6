import { randomUUID } from 'node:crypto';
import type { Tx } from '../../platform/db/client';
import { scheduleTask, type TaskHandler } from '../../platform/jobs/tasks';
import { chatRepository } from './chat.repository';

/** Task kind deleting the stored bytes of purged chat files. */
export const CHAT_FILES_DELETE_TASK = 'chat.deleteFiles';

/**
 * Retention of chat history (`chatHistory` days): messages older than the cutoff go, then chats
 * created before it that hold no message. Their files' bytes are deleted by a task scheduled in
 * this transaction, so they go only once the rows' deletion committed (a rolled-back purge
 * leaves every message with its file) and a failed deletion is retried.
 */
export async function purgeChatHistory(tx: Tx, before: Date): Promise<void> {
  const keys = await chatRepository.purgeMessages(tx, before);
  await chatRepository.purgeEmptyChats(tx, before);
  if (keys.length === 0) return;
  await scheduleTask(tx, {
    kind: CHAT_FILES_DELETE_TASK,
    key: `${CHAT_FILES_DELETE_TASK}:${randomUUID()}`,
    // Already due: the cutoff is in the past.
    runAt: before,
    payload: { keys },
  });
}

/** Deletes the bytes a purge listed (deleting what is already gone is no error, so retries are safe). */
export const deletePurgedFiles: TaskHandler = async (_tx, task, _now, { storage }) => {
  const { keys } = task.payload as { keys: string[] };
  for (const key of keys) await storage.delete(key);
};
