import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchDocuments } from '../../platform/db/schema';
import { reindexDocument } from '../../platform/search/indexer';
import { EDITOR, firstBlock, useRundownKit } from '../rundowns/rundowns.testkit';
import { storiesSearch } from './stories.search';

/** A story's search row after a slug patch, which rewrites its title without loading the story. */
describe("a story's search row after a slug patch", () => {
  const kit = useRundownKit();
  const editor = kit.userForAll({ permissions: EDITOR });
  const rowOf = async (id: number) => {
    const [row] = await kit.tdb.database.db
      .select({
        title: searchDocuments.title,
        body: searchDocuments.body,
        tsv: searchDocuments.tsv,
        programIds: searchDocuments.programIds,
      })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'stories'), eq(searchDocuments.documentId, id)));
    return row;
  };

  it('is the row a full reindex of the stored story writes', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      slug: 'ENCHENTE',
      information: 'Defesa Civil em alerta',
    });
    const patched = await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
      field: 'slug',
      value: 'ALAGAMENTO NA ZONA LESTE',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const afterPatch = await rowOf(story.id);
    expect(afterPatch).toMatchObject({ title: 'ALAGAMENTO NA ZONA LESTE' });
    expect(afterPatch?.body).toContain('Defesa Civil');

    await reindexDocument(kit.tdb.database.db, 'stories', storiesSearch, story.id);
    expect(await rowOf(story.id)).toEqual(afterPatch);
  });
});
