import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { firstSent } from '../../../test/fetchCalls';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { CalendarPage } from '../pages/CalendarPage';
import { calendarFixture, renderCalendar } from '../testSupport';

// The views are not what these tests are about.
vi.mock('@fullcalendar/react', () => ({ default: () => null }));
vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
const FEED_PATH = '/api/calendars/feed/9f2c.ics';

describe('CalendarSidebar', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    serveRoutes(fetchMock, {
      'GET /api/calendars': () => json([calendarFixture()]),
      'GET /api/calendars/categories': () => json([]),
      'POST /api/calendars': () => json(calendarFixture({ id: 2, name: 'Plantão' }), 201),
      'PATCH /api/calendars/1/favorite': () => json(null, 204),
      'POST /api/calendars/1/subscription': () => json({ token: '9f2c', path: FEED_PATH }),
    });
  });

  it('stars a calendar for the user', async () => {
    renderCalendar(<CalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Redação as favourite' }));
    const { url, body } = await firstSent(fetchMock, 'PATCH');
    expect(url).toBe('/api/calendars/1/favorite');
    expect(body).toEqual({ favorite: true });
    const star = await screen.findByRole('button', { name: 'Remove Redação from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('creates a private calendar', async () => {
    renderCalendar(<CalendarPage />);
    fireEvent.click(await screen.findByTestId('calendar-new'));
    const form = await screen.findByTestId('calendar-form');
    fireEvent.change(within(form).getByTestId('calendar-form-name'), {
      target: { value: 'Plantão' },
    });
    fireEvent.click(within(form).getByTestId('calendar-form-private'));
    await waitFor(() => expect(within(form).queryByTestId('calendar-form-groups')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const { body } = await firstSent(fetchMock, 'POST');
    expect(body).toEqual({
      name: 'Plantão',
      color: 'blue',
      description: '',
      isPrivate: true,
      groupIds: [],
    });
  });

  it('makes a subscription address to copy into other calendar apps', async () => {
    renderCalendar(<CalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions of Redação' }));
    fireEvent.click(await screen.findByText('Subscription address'));
    expect(await screen.findByText(/Google Calendar/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('calendar-feed-create'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const address = await screen.findByRole('textbox', { name: 'Subscription address' });
    // The whole address, on this installation's host, for calendar programs to subscribe to.
    expect((address as HTMLInputElement).value).toBe(`${window.location.origin}${FEED_PATH}`);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });
});
