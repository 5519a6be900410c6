import { describe, expect, it } from 'vitest';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { programsRepository } from '../programs/programs.repository';
import { bodyOf, useStoryKit } from '../stories/story.testkit';
import { EDITOR, firstBlock } from './rundowns.testkit';

/** GET /rundowns/{id}/pdf: a rundown in running order as a PDF (spec 1 §7 "rundown"). */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: EDITOR });
const other = kit.userForAll({ permissions: EDITOR });
const nobody = kit.userForAll({ permissions: {} });

const pdf = (id: number, query = '', cookie = editor.cookie) =>
  kit.call('GET', `/api/rundowns/${id}/pdf${query}`, cookie);

describe('rundown PDF', () => {
  it('requires a session, the read role and a known rundown', async () => {
    const rundown = await kit.rundown(editor.cookie);
    expect((await pdf(rundown.id, '', '')).statusCode).toBe(401);
    expect((await pdf(rundown.id, '', nobody.cookie)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
  });

  it('lists blocks and stories in running order with their presenters; private stories of others stay masked', async () => {
    const programId = await kit.program();
    const rundown = await kit.rundown(editor.cookie, { programId, date: '2031-03-10' });
    const blockId = firstBlock(rundown).id;
    const read = await kit.addStory(editor.cookie, blockId, {
      slug: 'AÇÃO NA SÉ',
      estimatedMs: 90_000,
    });
    const readBy = async (storyId: number, presenterId: number) => {
      const sections = [
        {
          type: 'HEADER',
          subSections: [{ uuid: 'h1', type: 'CAMERA_TEXT', presenterId, text: 'Boa noite.' }],
        },
      ];
      const document = await kit.document(editor.cookie, storyId);
      const saved = await kit.save(editor.cookie, storyId, bodyOf(document, { sections }));
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await readBy(read.id, other.id);
    const secret = await kit.addStory(editor.cookie, blockId, { slug: 'SEGREDO' });
    await readBy(secret.id, editor.id);
    const made = await kit.call('PUT', `/api/stories/${secret.id}/private`, editor.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [program] = await programsRepository.namesOf(kit.tdb.database.db, [programId]);
    const fileName = `espelho-${program!.replaceAll(' ', '-')}-2031-03-10.pdf`;
    const own = expectPdfExport(await pdf(rundown.id, '?locale=pt_BR'), fileName, [
      `Espelho — ${program}`,
      'segunda-feira, 10 de março de 2031',
      'página 1 de 1',
      `${firstBlock(rundown).name}`,
      'Apresentador',
      `AÇÃO NA SÉ ${other.nickname} 01:30`,
      `SEGREDO ${editor.nickname}`,
    ]);
    expect(own.indexOf('AÇÃONASÉ')).toBeLessThan(own.indexOf('SEGREDO'));
    const seen = expectPdfExport(
      await pdf(rundown.id, '?locale=en_US', other.cookie),
      `rundown-${fileName.slice('espelho-'.length)}`,
      ['Monday, March 10, 2031', 'page 1 of 1', 'Presenter', 'Planned'],
    );
    expect(seen).not.toContain('SEGREDO');
    expect(seen).toContain(other.nickname);
    expect(seen).not.toContain(editor.nickname);
  });
});
