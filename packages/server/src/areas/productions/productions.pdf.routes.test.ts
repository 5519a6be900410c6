import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Production } from '@newsroom/domain';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

/** GET /productions/{id}/pdf: a production's checklist as a PDF (spec 1 §7 "checklists"). */

const { call, signIn } = useTestApp();
let writer: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  writer = await signIn({ permissions: { production: 'write', assignment: 'read' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});

const pdf = (id: number, query = '', cookie = writer.cookie) =>
  call('GET', `/api/productions/${id}/pdf${query}`, cookie);

describe('checklist PDF', () => {
  it('requires a session, the read role and a known id', async () => {
    expect((await pdf(1, '', '')).statusCode).toBe(401);
    expect((await pdf(1, '', outsider.cookie)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
  });

  it('holds slug, day, schedule, place and the tasks done or pending', async () => {
    const response = await call('POST', '/api/productions', writer.cookie, {
      slug: 'gravação na sé',
      date: '2030-01-07',
      schedule: '09:00',
      local: 'Praça da Sé, São Paulo',
      tasks: [
        { id: randomUUID(), label: 'Reservar drone' },
        { id: randomUUID(), label: 'Confirmar entrevistado', done: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const production = response.json<Production>();
    const name = production.slug.replaceAll(' ', '-');
    expectPdfExport(await pdf(production.id, '?locale=pt_BR'), `checklists-${name}.pdf`, [
      production.slug,
      'segunda-feira, 7 de janeiro de 2030',
      'página 1 de 1',
      'Praça da Sé, São Paulo',
      'Reservar drone (pendente)',
      'Confirmar entrevistado (feita)',
    ]);
    expectPdfExport(await pdf(production.id, '?locale=es_ES'), `checklists-${name}.pdf`, [
      'lunes, 7 de enero de 2030',
      'página 1 de 1',
      'Reservar drone (pendiente)',
    ]);
  });
});
