import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportTerm } from '@newsroom/domain';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { addTerm, createReport } from './reports.testkit';

/** GET /reports/{id}/pdf: a report as a PDF (spec 1 §7 "reports"). */

const { call, signIn } = useTestApp();
let writer: SignedIn;
let colleague: SignedIn;
let nobody: SignedIn;
let category: ReportTerm;
let event: ReportTerm;

beforeAll(async () => {
  const admin = await signIn({ permissions: { admin: 'write' } });
  writer = await signIn({ permissions: { report: 'write' } });
  colleague = await signIn({ permissions: { report: 'write' } });
  nobody = await signIn({ permissions: {} });
  category = await addTerm(call, admin.cookie, 'report_categories', 'Plantão');
  event = await addTerm(call, admin.cookie, 'report_events', 'Incêndio');
});

const pdf = (id: number, query = '', cookie = writer.cookie) =>
  call('GET', `/api/reports/${id}/pdf${query}`, cookie);

describe('report PDF', () => {
  it('requires a session, the read role, a known id and the content', async () => {
    const report = await createReport(call, writer.cookie, { title: 'Segredo' });
    expect((await pdf(report.id, '', '')).statusCode).toBe(401);
    expect((await pdf(report.id, '', nobody.cookie)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
    const made = await call('PUT', `/api/reports/${report.id}/private`, writer.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await pdf(report.id, '', colleague.cookie)).statusCode).toBe(403);
    expect((await pdf(report.id)).statusCode).toBe(200);
  });

  it('holds title, day, category, events and the text with its accents', async () => {
    const report = await createReport(call, writer.cookie, {
      title: 'Ação em São Paulo',
      categoryId: category.id,
      eventIds: [event.id],
      text: 'Bombeiros chegaram às 10h.\nSem feridos.',
    });
    expectPdfExport(await pdf(report.id, '?locale=pt_BR'), 'relatorios-Ação-em-São-Paulo.pdf', [
      'Relatórios',
      'Ação em São Paulo',
      'sexta-feira, 27 de novembro de 2026',
      'página 1 de 1',
      'Categoria',
      'Plantão',
      'Incêndio',
      'Bombeiros chegaram às 10h.',
    ]);
    expectPdfExport(await pdf(report.id, '?locale=en_US'), 'reports-Ação-em-São-Paulo.pdf', [
      'Friday, November 27, 2026',
      'page 1 of 1',
      'Category',
    ]);
  });
});
