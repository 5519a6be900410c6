import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultAreaConfig } from '@newsroom/domain';
import { AreaConfigCard } from './AreaConfigCard';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderWithFeedback, json } from '../../../test/renderWithProviders';
import { firstSent } from '../../../test/fetchCalls';

describe('AreaConfigCard', () => {
  const fetchMock = stubFetchEachTest();

  it('saves the switches and read rates over the loaded version', async () => {
    const stored = { ...defaultAreaConfig('news_report'), readRates: { '7': 0.06 }, version: 3 };
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json({ ...JSON.parse(String(init.body)), version: 4 })
        : json(stored),
    );
    renderWithFeedback(
      <AreaConfigCard
        area="news_report"
        canEdit
        users={[{ id: 7, name: 'Ana Souza', nickname: 'reporter' }]}
        isLoadingUsers={false}
      />,
    );
    const cameraman = await screen.findByTestId('configs-news_report-cameramanEnabled');
    await waitFor(() => expect(cameraman.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('configs-news_report').textContent).toContain('Ana Souza (reporter)');
    fireEvent.click(cameraman);
    fireEvent.click(screen.getByTestId('configs-news_report-save'));
    const sent = await firstSent(fetchMock, 'PUT');
    expect(sent.url).toBe('/api/news_reports/config');
    expect(sent.body).toEqual({
      ...stored,
      cameramanEnabled: false,
      version: 3,
    });
  });
});
