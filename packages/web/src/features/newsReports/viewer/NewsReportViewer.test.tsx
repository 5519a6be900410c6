import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { copiedText } from '../../../shared/documentViewer/viewerTestSupport';
import {
  renderNewsReport,
  scriptedNewsReportFixture,
  serveNewsReportEachTest,
} from '../list/newsReportTestSupport';
import { NewsReportViewer } from './NewsReportViewer';

const report = scriptedNewsReportFixture({
  slug: 'ENCHENTE NO CENTRO',
  ok: true,
  programsIds: [3],
  reporterId: 2,
  vehiclesIds: [9],
  cameraman: 'Tiago',
  lead: 'A cidade amanheceu alagada',
  text: 'Texto de apoio',
  teaser: 'Veja as imagens',
  headingSuggestion: 'A chuva não para',
  noteSuggestion: 'A Defesa Civil pede cuidado',
  information: 'Fonte: Defesa Civil',
});

describe('NewsReportViewer', { timeout: 30_000 }, () => {
  serveNewsReportEachTest(report);

  it('shows the slug, header fields, CGs, blocks and numbered sections with durations and ticks', () => {
    renderNewsReport(<NewsReportViewer newsReport={report} />);
    expect(screen.getByTestId('news-report-viewer-slug').textContent).toBe('ENCHENTE NO CENTRO');
    expect(screen.getByTestId('news-report-viewer-approved')).toBeTruthy();
    expect(screen.getByTestId('news-report-viewer-reporter').textContent).toBe('reporter');
    expect(screen.getByTestId('news-report-viewer-programs').textContent).toBe('Jornal da Manhã');
    expect(screen.getByTestId('news-report-viewer-vehicles').textContent).toBe('TV Aberta');
    expect(screen.getByTestId('news-report-viewer-cg').textContent).toContain('Maria Silva');
    expect(screen.getByTestId('news-report-viewer-cg').textContent).toContain('Nome e cargo');
    expect(screen.getByTestId('news-report-viewer-lead').textContent).toContain('amanheceu');
    expect(screen.getByTestId('news-report-viewer-teaser').textContent).toContain(
      'Veja as imagens',
    );
    expect(screen.getByTestId('news-report-viewer-heading').textContent).toContain('não para');
    expect(screen.getByTestId('news-report-viewer-footnote').textContent).toContain('Defesa Civil');
    expect(screen.getByTestId('news-report-viewer-information').textContent).toContain('Fonte');
    const sections = screen.getAllByTestId('news-report-viewer-section');
    expect(sections.map((section) => section.getAttribute('data-type'))).toEqual([
      'OFF',
      'INTERVIEW',
    ]);
    expect(sections[0]!.textContent).toContain('1.');
    expect(within(sections[0]!).getByTestId('news-report-section-duration').textContent).toBe(
      '01:00',
    );
    expect(within(sections[0]!).getByTestId('news-report-section-approved')).toBeTruthy();
    expect(within(sections[1]!).queryByTestId('news-report-section-approved')).toBeNull();
    expect(sections[1]!.textContent).toContain('"A água subiu rápido"');
    expect(screen.getByTestId('news-report-viewer-total').textContent).toContain('01:15');
  });

  it('copies the reportage as text with the interview in double quotes', async () => {
    renderNewsReport(<NewsReportViewer newsReport={report} />);
    const text = await copiedText('news-report-copy-text');
    expect(text.split('\n')[0]).toBe('ENCHENTE NO CENTRO [Approved]');
    expect(text).toContain('Programs: Jornal da Manhã');
    expect(text).toContain('- [Nome e cargo] Nome: Maria Silva');
    expect(text).toContain('1. Off (01:00) [Approved]');
    expect(text).toContain('2. Interview (00:15)\n"A água subiu rápido"');
    expect(text).toContain('Total: 01:15');
    expect(await screen.findByText(i18n.t('phrases:copiedToClipboard'))).toBeTruthy();
  });

  it('loads by id and opens the two-column print page', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderNewsReport(<NewsReportViewer newsReportId={7} onEdit={vi.fn()} />);
    expect((await screen.findByTestId('news-report-viewer-slug')).textContent).toBe(
      'ENCHENTE NO CENTRO',
    );
    expect(screen.getByTestId('news-report-viewer-edit')).toBeTruthy();
    fireEvent.click(screen.getByTestId('news-report-print'));
    fireEvent.click(await screen.findByLabelText('Two columns (cues left, text right)'));
    fireEvent.click(screen.getByTestId('print-options-ok'));
    const path = String(open.mock.calls[0]?.[0]);
    expect(path).toMatch(/^\/print\/.+\/newsReport$/);
    const encoded = decodeURIComponent(path.split('/')[2]!);
    expect(JSON.parse(atob(encoded))).toMatchObject({ id: 7, twoColumns: true });
    open.mockRestore();
  });

  it('shows only "private" for a masked reportage', () => {
    renderNewsReport(<NewsReportViewer newsReport={{ ...report, visible: false, slug: '' }} />);
    expect(screen.getByTestId('news-report-viewer-private')).toBeTruthy();
    expect(screen.queryByTestId('news-report-copy-text')).toBeNull();
  });
});
