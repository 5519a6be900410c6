import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { programsRepository } from '../programs/programs.repository';
import { assignmentBody, restrictedAndOpenPrograms, slug } from './assignments.testkit';

/** GET /assignments/{id}/pdf: a guideline as a PDF (spec 1 §7 "guidelines"). */

const { tdb, call, signIn } = useTestApp();
let writer: SignedIn;
let other: SignedIn;
let nobody: SignedIn;
let programId: number;

beforeAll(async () => {
  writer = await signIn({ permissions: { assignment: 'write' } });
  other = await signIn({ permissions: { assignment: 'write' } });
  nobody = await signIn({ permissions: {} });
  const group = await createGroup(tdb.database);
  programId = (await restrictedAndOpenPrograms(tdb.database, group.id)).openProgramId;
});

async function create(overrides: Record<string, unknown> = {}): Promise<Assignment> {
  const response = await call('POST', '/api/assignments', writer.cookie, assignmentBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}

const fileSlug = (a: Assignment) => a.slug.replaceAll(' ', '-');

const pdf = (id: number, query = '', cookie = writer.cookie) =>
  call('GET', `/api/assignments/${id}/pdf${query}`, cookie);

describe('guideline PDF', () => {
  it('requires a session, the read role, a known id and the content', async () => {
    const a = await create();
    expect((await pdf(a.id, '', '')).statusCode).toBe(401);
    expect((await pdf(a.id, '', nobody.cookie)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
    const made = await call('PUT', `/api/assignments/${a.id}/private`, writer.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await pdf(a.id, '', other.cookie)).statusCode).toBe(403);
    expect((await pdf(a.id)).statusCode).toBe(200);
    expect((await pdf(a.id, '?locale=fr_FR')).statusCode).toBe(400);
    expect((await pdf(a.id, '?fontSizePt=9')).statusCode).toBe(400);
  });

  it('holds the slug, program, localized date, texts with accents, guides and tasks', async () => {
    const a = await create({ slug: `ação ${slug()}`, programsIds: [programId] });
    const [program] = await programsRepository.namesOf(tdb.database.db, [programId]);
    const response = await pdf(a.id, '?locale=pt_BR');
    expect(response.headers['content-disposition']).toContain(`filename="pautas-ACAO-`);
    expectPdfExport(response, `pautas-${fileSlug(a)}.pdf`, [
      a.slug,
      program!,
      'segunda-feira, 10 de março de 2025',
      'página 1 de 1',
      'Moradores relatam falta de água há três dias.',
      'Roteiros',
      '"Chegar antes das 9h."',
      'Confirmar entrevista',
    ]);
    expectPdfExport(
      await pdf(a.id, '?locale=en_US&twoColumns=true&fontSizePt=14'),
      `guidelines-${fileSlug(a)}.pdf`,
      ['Monday, March 10, 2025', 'page 1 of 1', 'Proposal'],
    );
    expectPdfExport(await pdf(a.id, '?locale=es_ES'), `pautas-${fileSlug(a)}.pdf`, [
      'lunes, 10 de marzo de 2025',
      'página 1 de 1',
      'Propuesta',
    ]);
  });
});
