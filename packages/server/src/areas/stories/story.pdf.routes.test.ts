import { describe, expect, it } from 'vitest';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { programsRepository } from '../programs/programs.repository';
import { firstBlock, READER } from '../rundowns/rundowns.testkit';
import { bodyOf, EDITOR, useStoryKit } from './story.testkit';

/** GET /stories/{id}/pdf: a story as a PDF (spec 1 §7 "stories"). */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: EDITOR });
const presenter = kit.userForAll({ permissions: READER });
const other = kit.userForAll({ permissions: EDITOR });
const nobody = kit.userForAll({ permissions: {} });

const pdf = (id: number, query = '', cookie = editor.cookie) =>
  kit.call('GET', `/api/stories/${id}/pdf${query}`, cookie);

async function storyOn(date: string, slug: string) {
  const programId = await kit.program();
  const rundown = await kit.rundown(editor.cookie, { programId, date });
  const row = await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug });
  const story = await kit.document(editor.cookie, row.id);
  expect((await kit.edit(editor.cookie, row.id)).statusCode).toBe(200);
  const saved = await kit.save(
    editor.cookie,
    row.id,
    bodyOf(story, {
      sections: [
        {
          type: 'HEADER',
          cueIn: 'Boa noite',
          subSections: [
            {
              uuid: 'h-1',
              type: 'CAMERA_TEXT',
              text: 'Ação da prefeitura em São Paulo\nsegunda linha',
              presenterId: presenter.id,
              camera: '2',
            },
          ],
        },
        {
          type: 'VT',
          subSections: [{ uuid: 'vt-1', type: 'MOS_VIDEO', slug: 'VT ENCHENTE' }],
        },
      ],
    }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: row.id, programId };
}

describe('story PDF', () => {
  it('requires a session, the read role, a known id and the content', async () => {
    const { storyId } = await kit.rundownStory(editor.cookie, { slug: 'SEGREDO' });
    expect((await pdf(storyId, '', '')).statusCode).toBe(401);
    expect((await pdf(storyId, '', nobody.cookie)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
    const made = await kit.call('PUT', `/api/stories/${storyId}/private`, editor.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await pdf(storyId, '', other.cookie)).statusCode).toBe(403);
    expect((await pdf(storyId)).statusCode).toBe(200);
  });

  it('holds slug, program, day, reader and camera, text with accents and cues', async () => {
    const { id, programId } = await storyOn('2031-03-10', 'AÇÃO NA SÉ');
    const [program] = await programsRepository.namesOf(kit.tdb.database.db, [programId]);
    expectPdfExport(await pdf(id, '?locale=pt_BR'), 'laudas-AÇÃO-NA-SÉ.pdf', [
      'AÇÃO NA SÉ',
      program!,
      'segunda-feira, 10 de março de 2031',
      'página 1 de 1',
      `Cabeça · ${presenter.nickname} · 2`,
      'Ação da prefeitura em São Paulo',
      '[Deixa de entrada — Boa noite]',
      '[VT — VT ENCHENTE]',
    ]);
    expectPdfExport(
      await pdf(id, '?locale=es_ES&twoColumns=true&fontSizePt=20'),
      'notas-AÇÃO-NA-SÉ.pdf',
      ['lunes, 10 de marzo de 2031', 'página 1 de', 'Entradilla', 'Ação da prefeitura'],
    );
  });
});
