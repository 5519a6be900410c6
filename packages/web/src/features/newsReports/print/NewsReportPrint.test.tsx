import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  renderNewsReport,
  scriptedNewsReportFixture,
  serveNewsReportEachTest,
} from '../list/newsReportTestSupport';
import { NewsReportPrint } from './NewsReportPrint';

const report = scriptedNewsReportFixture({
  slug: 'ENCHENTE',
  text: 'A cidade amanheceu alagada',
  teaser: 'Veja hoje',
});

describe('NewsReportPrint', { timeout: 30_000 }, () => {
  serveNewsReportEachTest(report);

  it('prints two columns: CGs, observations, type and duration left, the text right', async () => {
    renderNewsReport(<NewsReportPrint params={{ random: 1, id: 7, twoColumns: true }} />);
    const page = await screen.findByTestId('news-report-print-page');
    expect(page.getAttribute('data-columns')).toBe('2');
    expect(document.title).toBe('Reportage ENCHENTE');
    const opening = within(page).getByTestId('news-report-script-opening');
    expect(within(opening).getByTestId('news-report-script-cue').textContent).toContain(
      'Maria Silva',
    );
    expect(within(opening).getByTestId('news-report-script-text').textContent).toContain(
      'amanheceu',
    );
    const sections = within(page).getAllByTestId('news-report-script-section');
    const [off, interview] = sections.map((row) => ({
      cue: within(row).getByTestId('news-report-script-cue').textContent ?? '',
      text: within(row).getByTestId('news-report-script-text').textContent ?? '',
    }));
    expect(off?.cue).toContain('1.');
    expect(off?.cue).toContain('Off');
    expect(off?.cue).toContain('01:00');
    expect(off?.cue).toContain('imagens aéreas');
    expect(off?.text).toBe('As ruas alagaram');
    expect(interview?.cue).toContain('Interview');
    expect(interview?.text).toBe('"A água subiu rápido"');
    expect(within(page).getByTestId('news-report-script-block').textContent).toContain('Veja hoje');
    expect(within(page).getByTestId('news-report-viewer-total').textContent).toContain('01:15');
  });

  it('prints one column as the viewer content without buttons', async () => {
    renderNewsReport(<NewsReportPrint params={{ random: 1, id: 7, twoColumns: false }} />);
    const page = await screen.findByTestId('news-report-print-page');
    expect(page.getAttribute('data-columns')).toBe('1');
    expect(within(page).getByTestId('news-report-viewer')).toBeTruthy();
    expect(within(page).getAllByTestId('news-report-viewer-section')).toHaveLength(2);
    expect(within(page).queryByTestId('news-report-copy-text')).toBeNull();
  });

  it('says so when the reportage cannot be found', async () => {
    renderNewsReport(<NewsReportPrint params={{ random: 1, id: 99 }} />);
    expect(await screen.findByTestId('news-report-print-failed')).toBeTruthy();
  });
});
