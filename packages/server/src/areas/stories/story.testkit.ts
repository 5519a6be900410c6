import type { LightMyRequestResponse } from 'fastify';
import { editableStoryFields, type StoryDocument } from '@newsroom/domain';
import { stories } from '../../platform/db/schema';
import { EDITOR, firstBlock, useRundownKit, type RundownKit } from '../rundowns/rundowns.testkit';

/** Helpers of the story document tests (on top of the rundown kit: one app and database per file). */
export interface StoryKit extends RundownKit {
  /** A story in the first block of a fresh rundown, owned by the cookie's user. */
  rundownStory(
    cookie: string,
    patch?: Record<string, unknown>,
  ): Promise<{ rundownId: number; storyId: number }>;
  /** A story in the drawer (no block), inserted directly. */
  drawerStory(values: {
    ownerId: number;
    slug?: string;
    programId?: number | null;
    isPrivate?: boolean;
  }): Promise<number>;
  get(cookie: string | null, id: number): Promise<LightMyRequestResponse>;
  document(cookie: string, id: number): Promise<StoryDocument>;
  /** POST /stories/{id}/edit: loads for edit with the lock (taking it over when asked). */
  edit(cookie: string, id: number, takeOver?: boolean): Promise<LightMyRequestResponse>;
  save(cookie: string, id: number, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/** The kit of a test file, over an app and database started before its tests (as useTestApp). */
export function useStoryKit(): StoryKit {
  const kit = useRundownKit();
  const story: StoryKit = {
    ...kit,
    async rundownStory(cookie, patch = {}) {
      const rundown = await kit.rundown(cookie);
      const row = await kit.addStory(cookie, firstBlock(rundown).id, patch);
      return { rundownId: rundown.id, storyId: row.id };
    },
    async drawerStory(values) {
      const [row] = await kit.tdb.database.db
        .insert(stories)
        .values({
          blockId: null,
          slug: values.slug ?? 'GAVETA',
          programId: values.programId ?? null,
          ownerId: values.ownerId,
          isPrivate: values.isPrivate ?? false,
          date: kit.today,
        })
        .returning();
      return row!.id;
    },
    get: (cookie, id) => kit.call('GET', `/api/stories/${id}`, cookie),
    async document(cookie, id) {
      const response = await kit.call('GET', `/api/stories/${id}`, cookie);
      if (response.statusCode !== 200)
        throw new Error(`load story: ${response.statusCode} ${response.body}`);
      return response.json<StoryDocument>();
    },
    edit: (cookie, id, takeOver = false) =>
      kit.call('POST', `/api/stories/${id}/edit`, cookie, { takeOver }),
    save: (cookie, id, body) => kit.call('PUT', `/api/stories/${id}`, cookie, body),
  };
  return story;
}

export { EDITOR };

/** A save body over a loaded story (the editable fields as they are) with changes. */
export function bodyOf(
  story: StoryDocument,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    version: story.version,
    ...editableStoryFields(story),
    sections: story.sections,
    ...changes,
  };
}
