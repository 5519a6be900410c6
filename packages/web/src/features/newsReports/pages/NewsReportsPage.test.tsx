import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../editor/testSupport';
import { NewsReportsPage } from './NewsReportsPage';

// The list tab belongs to the list slice: a stand-in that opens and creates.
vi.mock('../list/NewsReportsListTab', () => ({
  NewsReportsListTab: (props: { onNew: () => void }) => (
    <button type="button" data-testid="news-report-new" onClick={props.onNew}>
      new
    </button>
  ),
}));

const tabs = () => screen.queryAllByTestId('news-report-tab');

describe('NewsReportsPage', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ code: 'route_not_found', message: 'x' }, 404)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one new tab, marks it unsaved and asks before discarding it', async () => {
    renderWithApp(<NewsReportsPage />);
    fireEvent.click(screen.getByTestId('news-report-new'));
    fireEvent.click(screen.getByTestId('news-report-new'));
    expect(tabs()).toHaveLength(1);
    expect(tabs()[0]?.textContent).toBe('new');

    fireEvent.change(await screen.findByTestId('news-report-slug'), { target: { value: 'chuva' } });
    await waitFor(() => expect(tabs()[0]?.textContent).toBe('CHUVA *'));

    const close = tabs()[0]?.closest('.ant-tabs-tab')?.querySelector('.ant-tabs-tab-remove');
    fireEvent.click(close as Element);
    fireEvent.click(await screen.findByTestId('news-report-discard-no'));
    expect(tabs()).toHaveLength(1);
    fireEvent.click(close as Element);
    expect(document.body.textContent).toContain(i18n.t('unsaved:discardConfirm'));
    await waitFor(() =>
      expect(screen.getAllByTestId('news-report-discard-yes').length).toBeGreaterThan(0),
    );
    fireEvent.click(screen.getAllByTestId('news-report-discard-yes').at(-1) as Element);
    await waitFor(() => expect(tabs()).toHaveLength(0));
  });

  it('reopens its editor tabs after a reload, shown and not marked unsaved', async () => {
    const first = renderWithApp(<NewsReportsPage />);
    fireEvent.click(screen.getByTestId('news-report-new'));
    fireEvent.change(await screen.findByTestId('news-report-slug'), { target: { value: 'chuva' } });
    await waitFor(() => expect(tabs()[0]?.textContent).toBe('CHUVA *'));
    first.unmount();

    renderWithApp(<NewsReportsPage />);
    expect(tabs()).toHaveLength(1);
    // The new news report's form opens empty; its draft is offered back by the editor.
    expect(await screen.findByTestId('news-report-slug')).toBeTruthy();
    await waitFor(() => expect(tabs()[0]?.textContent).toBe('new'));
  });
});
