import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NewsReport } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { NewsReportEditor } from './NewsReportEditor';
import { useNewsReportLookups } from './useNewsReportLookups';
import { json } from '../../../test/renderWithProviders';
import { lockFixture, newsReportFixture, renderWithApp } from './testSupport';
import { stubFetchEachTest } from '../../../test/stubFetch';

function EditorUnderTest(props: { newsReportId?: number | null; onClose?: () => void }) {
  const lookups = useNewsReportLookups();
  return (
    <NewsReportEditor
      newsReportId={props.newsReportId ?? null}
      initialDate="2025-03-10"
      lookups={lookups}
      onSaved={() => undefined}
      onClose={props.onClose ?? (() => undefined)}
    />
  );
}

const total = () => screen.getByTestId('news-report-total').textContent;
const notFound = () => json({ code: 'route_not_found', message: 'error:routeNotFound' }, 404);

describe('NewsReportEditor', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(notFound);
  beforeEach(() => localStorage.clear());

  /** Answers the load for edit with `report` (and our lock), and `approve` calls with `approve`. */
  function serve(report: NewsReport, approve?: (body: { approve: boolean }) => Response) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/news_reports/1/edit' && init?.method === 'POST')
        return json({ newsReport: report, lock: lockFixture });
      if (url === '/api/news_reports/1/approve' && init?.method === 'PUT' && approve)
        return approve(JSON.parse(String(init.body)) as { approve: boolean });
      return notFound();
    });
  }

  it('follows the typed text in the Total and switches a section to manual', async () => {
    renderWithApp(<EditorUnderTest />);
    expect(total()).toBe('00:00');
    fireEvent.click(screen.getByTestId('news-report-add-section-OFF'));
    // 50 characters at the default 0.1 s per character.
    fireEvent.change(screen.getByTestId('news-report-section-content'), {
      target: { value: 'x'.repeat(50) },
    });
    expect(total()).toBe('00:05');
    fireEvent.click(screen.getByTestId('news-report-section-manual'));
    expect(total()).toBe('00:00');
    const duration = screen.getByTestId('news-report-section-duration');
    fireEvent.change(duration, { target: { value: '012' } });
    expect(total()).toBe('00:00');
    fireEvent.change(duration, { target: { value: '0112' } });
    fireEvent.blur(duration);
    expect(total()).toBe('01:12');
    fireEvent.click(screen.getByTestId('news-report-section-manual'));
    expect(total()).toBe('00:05');
  });

  it('starts interview sections manual and gives art and soundup no duration', () => {
    renderWithApp(<EditorUnderTest />);
    fireEvent.click(screen.getByTestId('news-report-add-section-INTERVIEW'));
    fireEvent.click(screen.getByTestId('news-report-add-section-ART'));
    const [interview, art] = screen.getAllByTestId('news-report-section');
    expect(interview?.getAttribute('data-type')).toBe('INTERVIEW');
    expect(
      within(interview!).getByTestId('news-report-section-manual').getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.change(within(interview!).getByTestId('news-report-section-content'), {
      target: { value: 'x'.repeat(100) },
    });
    expect(total()).toBe('00:00');
    expect(within(art!).queryByTestId('news-report-section-duration')).toBeNull();
  });

  it('limits a CG value to its field size', async () => {
    renderWithApp(<EditorUnderTest />);
    fireEvent.click(screen.getByTestId('news-report-add-cg'));
    fireEvent.click(await screen.findByTestId('news-report-cg-add-field'));
    const size =
      screen.getByTestId('news-report-cg-field-size').querySelector('input') ??
      screen.getByTestId('news-report-cg-field-size');
    fireEvent.change(size, { target: { value: '5' } });
    await waitFor(() =>
      expect(screen.getByTestId('news-report-cg-field-value').getAttribute('maxlength')).toBe('5'),
    );
    fireEvent.change(screen.getByTestId('news-report-cg-field-value'), {
      target: { value: 'Maria' },
    });
    fireEvent.click(screen.getByTestId('news-report-cg-save'));
    await waitFor(() => expect(screen.getAllByTestId('news-report-cg')).toHaveLength(1));
    expect(screen.getByTestId('news-report-cg-values').textContent).toBe('Maria');
  });

  it('offers Approve only to the approval role', async () => {
    serve(newsReportFixture());
    renderWithApp(<EditorUnderTest newsReportId={1} />);
    fireEvent.click(await screen.findByTestId('news-report-more'));
    expect(await screen.findByText(i18n.t('newsReport:editor.print'))).toBeTruthy();
    expect(screen.queryByTestId('news-report-approve')).toBeNull();
  });

  it('flips the approved flag only after the server agrees', async () => {
    let answer: Response = json({ code: 'internal', message: 'error:internal' }, 500);
    serve(
      newsReportFixture({
        abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: true },
      }),
      () => answer,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<EditorUnderTest newsReportId={1} />);
    fireEvent.click(await screen.findByTestId('news-report-more'));
    fireEvent.click(await screen.findByTestId('news-report-approve'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/approve'))).toBe(true),
    );
    expect(screen.queryByTestId('news-report-approved')).toBeNull();

    answer = json(
      newsReportFixture({
        ok: true,
        version: 2,
        abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: true },
      }),
    );
    fireEvent.click(screen.getByTestId('news-report-more'));
    fireEvent.click(await screen.findByTestId('news-report-approve'));
    expect(await screen.findByTestId('news-report-approved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('news-report-more'));
    expect(await screen.findByTestId('news-report-disapprove')).toBeTruthy();
  });

  it('disables Save while another user holds the reportage', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/news_reports/1/edit' && init?.method === 'POST')
        return json(
          {
            code: 'locked_by_other',
            message: 'document:lockedTo',
            details: { nickname: 'produtor' },
          },
          412,
        );
      if (url === '/api/news_reports/1') return json(newsReportFixture());
      return notFound();
    });
    renderWithApp(<EditorUnderTest newsReportId={1} />);
    expect(await screen.findByTestId('lock-banner')).toBeTruthy();
    expect((screen.getByTestId('news-report-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a reportage the user may not edit is read-only', async () => {
    serve(
      newsReportFixture({
        abilities: { canEdit: false, canDelete: false, canShare: false, canApprove: false },
      }),
    );
    renderWithApp(<EditorUnderTest newsReportId={1} />);
    const reason = await screen.findByTestId('read-only-reason');
    expect(reason.textContent).toBe(i18n.t('document:readOnlyRole'));
    expect((screen.getByTestId('news-report-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Save once the lock is lost on a save, keeping the edits', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/news_reports/1/edit' && init?.method === 'POST')
        return json({ newsReport: newsReportFixture(), lock: lockFixture });
      if (url === '/api/news_reports/1' && init?.method === 'PUT')
        return json({ code: 'lock_lost', message: 'document:lockLost' }, 412);
      return notFound();
    });
    renderWithApp(<EditorUnderTest newsReportId={1} />);
    const slug = await screen.findByTestId('news-report-slug');
    fireEvent.change(slug, { target: { value: 'enchente norte' } });
    fireEvent.click(screen.getByTestId('news-report-save'));
    await waitFor(() =>
      expect((screen.getByTestId('news-report-save') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByTestId('lock-banner').getAttribute('data-status')).toBe('lost');
    expect((screen.getByTestId('news-report-slug') as HTMLInputElement).value).toBe(
      'ENCHENTE NORTE',
    );
  });

  it('asks before closing with unsaved changes; No discards and closes', async () => {
    const onClose = vi.fn();
    renderWithApp(<EditorUnderTest onClose={onClose} />);
    fireEvent.click(screen.getByTestId('news-report-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByTestId('news-report-slug'), { target: { value: 'chuva' } });
    fireEvent.click(screen.getByTestId('news-report-close'));
    fireEvent.click(await screen.findByTestId('news-report-unsaved-no'));
    expect(document.body.textContent).toContain(i18n.t('unsaved:confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('says validation failed when Yes cannot save', async () => {
    const onClose = vi.fn();
    renderWithApp(<EditorUnderTest onClose={onClose} />);
    fireEvent.change(screen.getByTestId('news-report-cameraman'), { target: { value: 'Zé' } });
    fireEvent.click(screen.getByTestId('news-report-close'));
    fireEvent.click(await screen.findByTestId('news-report-unsaved-yes'));
    expect(await screen.findByText(i18n.t('validation:failed'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
