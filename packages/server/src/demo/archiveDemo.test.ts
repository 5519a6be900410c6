import { describe, expect, it } from 'vitest';
import type { Paged, SearchHit, TrashItem } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

const now = new Date('2025-03-10T15:00:00Z');

const { t } = useDemoApp(now);

describe('archive and trash demo', () => {
  it('fills the archive with last weeks and the trash with two removed documents', async () => {
    const editor = await loginCookie(t.app, 'editor', DEMO_PASSWORD);
    // The charts' month of shows fills the archive too: look for these two by their words.
    for (const [words, title] of [
      ['paulista feminino', 'FINAL DO PAULISTA FEMININO'],
      ['metroviários', 'GREVE DOS METROVIÁRIOS'],
    ]) {
      const archive = (
        await t.app.inject({
          url: `/api/archive?from=2025-02-20&to=2025-03-09&q=${encodeURIComponent(words!)}`,
          headers: { cookie: editor },
        })
      ).json<Paged<SearchHit>>();
      expect(archive.data.map((hit) => hit.title)).toContain(title);
      expect(archive.data.every((hit) => hit.date! < '2025-03-10')).toBe(true);
    }
    const trash = (await t.app.inject({ url: '/api/trash', headers: { cookie: editor } })).json<
      Paged<TrashItem>
    >();
    expect(trash.data.map((item) => [item.kind, item.title])).toEqual([
      ['assignments', 'BURACO NA AVENIDA SAPOPEMBA'],
      ['stories', 'NOTA FALECIMENTO (DUPLICADA)'],
    ]);
    expect(trash.data[0]!.excludedAt).toBe('2025-03-09T15:00:00.000Z');
  });
});
