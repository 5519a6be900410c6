import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarOptions } from '@fullcalendar/core';
import type { CalendarEventUpdate } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { CalendarPage } from '../pages/CalendarPage';
import {
  calendarFixture,
  eventFixture,
  occurrenceFixture,
  renderCalendar,
  TODAY,
} from '../testSupport';

// jsdom has no layout for FullCalendar's pointer hit-testing: the test plays the drop itself.
const fullCalendar = vi.hoisted(() => ({ props: null as CalendarOptions | null }));
vi.mock('@fullcalendar/react', () => ({
  default: (props: CalendarOptions) => {
    fullCalendar.props = props;
    return null;
  },
}));
vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
const puts: CalendarEventUpdate[] = [];

/** Drops the 19:00 meeting of today at 20:00; gives the revert spy. */
async function dropAnHourLater() {
  await waitFor(() => expect(fullCalendar.props?.editable).toBe(true));
  const revert = vi.fn();
  const at = (hour: number) => new Date(`${TODAY}T${hour}:00:00Z`);
  act(() => {
    const drop = fullCalendar.props!.eventDrop as (arg: unknown) => void;
    drop({
      event: {
        start: at(20),
        end: at(21),
        allDay: false,
        extendedProps: { occurrence: occurrenceFixture() },
      },
      revert,
    });
  });
  return revert;
}

describe('acting on the views', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    fullCalendar.props = null;
    puts.length = 0;
    serveRoutes(fetchMock, {
      'GET /api/calendars': () => json([calendarFixture()]),
      'GET /api/calendars/categories': () => json([]),
      'GET /api/calendars/events/10': () => json(eventFixture()),
      'PUT /api/calendars/events/10': (init) => {
        puts.push(JSON.parse(String(init?.body)) as CalendarEventUpdate);
        return json(eventFixture({ version: 4 }));
      },
    });
  });

  it('asks the scope of a repeating event and moves this and the following', async () => {
    renderCalendar(<CalendarPage />);
    const revert = await dropAnHourLater();
    fireEvent.click(await screen.findByRole('button', { name: 'This and following occurrences' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      name: 'Reunião de pauta',
      frequency: 'FREQ_WEEKLY',
      startDate: `${TODAY}T20:00`,
      endDate: `${TODAY}T21:00`,
      version: 3,
      scope: 'following',
      occurrence: `${TODAY}T19:00`,
    });
    expect(revert).not.toHaveBeenCalled();
  });

  it('moves the whole series by as much, and puts it back when the save is refused', async () => {
    serveRoutes(fetchMock, {
      'GET /api/calendars': () => json([calendarFixture()]),
      'GET /api/calendars/categories': () => json([]),
      'GET /api/calendars/events/10': () => json(eventFixture()),
      'PUT /api/calendars/events/10': (init) => {
        puts.push(JSON.parse(String(init?.body)) as CalendarEventUpdate);
        return json(
          {
            code: 'stale_version',
            message: 'error:stale_version',
            details: { current: eventFixture({ version: 4 }) },
          },
          409,
        );
      },
    });
    renderCalendar(<CalendarPage />);
    const revert = await dropAnHourLater();
    fireEvent.click(await screen.findByRole('button', { name: 'All occurrences' }));

    await waitFor(() => expect(revert).toHaveBeenCalled());
    expect(puts[0]).toMatchObject({
      startDate: '2026-01-01T20:00',
      endDate: '2026-01-01T21:00',
      scope: 'all',
      // The series' own times, already moved: no occurrence for the server to move it by again.
      occurrence: null,
    });
  });

  it('puts the occurrence back when the question is cancelled', async () => {
    renderCalendar(<CalendarPage />);
    const revert = await dropAnHourLater();
    await screen.findByRole('button', { name: 'All occurrences' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revert).toHaveBeenCalled());
    expect(puts).toEqual([]);
  });

  it('opens a clicked occurrence, and a new event in a chosen slot', async () => {
    renderCalendar(<CalendarPage />);
    await waitFor(() => expect(fullCalendar.props?.selectable).toBe(true));
    act(() => {
      const click = fullCalendar.props!.eventClick as (arg: unknown) => void;
      click({
        event: { extendedProps: { occurrence: occurrenceFixture() } },
        jsEvent: { preventDefault: () => undefined },
      });
    });
    const form = await screen.findByTestId('event-form');
    await waitFor(() =>
      expect((within(form).getByTestId('event-name') as HTMLInputElement).value).toBe(
        'Reunião de pauta',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('event-form')).toBeNull());

    // A day swept in the month view: an all-day event whose end is the last day swept.
    act(() => {
      const select = fullCalendar.props!.select as (arg: unknown) => void;
      select({
        start: new Date('2027-03-02T00:00:00Z'),
        end: new Date('2027-03-04T00:00:00Z'),
        allDay: true,
        view: { calendar: { unselect: () => undefined } },
      });
    });
    const created = await screen.findByTestId('event-form');
    expect((within(created).getByTestId('event-all-day') as HTMLInputElement).checked).toBe(true);
    expect(within(created).getByRole('textbox', { name: 'Start' })).toHaveProperty(
      'value',
      '03/02/2027',
    );
    expect(within(created).getByRole('textbox', { name: 'End' })).toHaveProperty(
      'value',
      '03/03/2027',
    );
  });
});
