import { describe, expect, it } from 'vitest';
import type { NewsReport } from '@newsroom/domain';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { programsRepository } from '../programs/programs.repository';
import { createReport, slug, useNewsReportsWorld } from './newsReports.testkit';

/** GET /news_reports/{id}/pdf: a reportage as a PDF (spec 1 §7 "reportages"). */

const w = useNewsReportsWorld();

const pdf = (id: number, query = '', cookie = w.cookies.writer) =>
  w.call('GET', `/api/news_reports/${id}/pdf${query}`, cookie);
const fileSlug = (report: NewsReport) => report.slug.replaceAll(' ', '-');

describe('reportage PDF', () => {
  it('requires a session, the read role, a known id and the content', async () => {
    const report = await createReport(w);
    expect((await pdf(report.id, '', '')).statusCode).toBe(401);
    expect((await pdf(report.id, '', w.cookies.nobody)).statusCode).toBe(403);
    expect((await pdf(2_000_000_000)).statusCode).toBe(404);
    const made = await w.call('PUT', `/api/news_reports/${report.id}/private`, w.cookies.writer, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await pdf(report.id, '', w.cookies.writer2)).statusCode).toBe(403);
    expect((await pdf(report.id, '', w.cookies.reader)).statusCode).toBe(403);
    expect((await pdf(report.id)).statusCode).toBe(200);
  });

  it('holds slug, program, date, texts, the script with its cues and the CGs', async () => {
    const report = await createReport(w, w.cookies.writer, {
      slug: `ação ${slug()}`,
      programsIds: [w.openProgramId],
      text: 'Primeira linha em São Paulo\nSegunda linha',
    });
    const [program] = await programsRepository.namesOf(w.tdb.database.db, [w.openProgramId]);
    expectPdfExport(await pdf(report.id, '?locale=pt_BR'), `reportagens-${fileSlug(report)}.pdf`, [
      report.slug,
      program!,
      'segunda-feira, 10 de março de 2025',
      'página 1 de 1',
      'Moradores da zona leste estão sem água há três dias.',
      'Primeira linha em São Paulo',
      'Passagem',
      '[Sonora 00:15 — Maria: "Estamos sem água"]',
      '[Arte — Mapa dos bairros afetados]',
      'Maria Aparecida',
    ]);
    expectPdfExport(
      await pdf(report.id, '?locale=en_US&twoColumns=true&fontSizePt=8'),
      `reportages-${fileSlug(report)}.pdf`,
      ['Monday, March 10, 2025', 'page 1 of 1', 'Stand-up', '[Soundbite 00:15'],
    );
  });
});
