import { beforeEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Occurrence } from '@newsroom/domain';
import { firstSent, queriesTo } from '../../../test/fetchCalls';
import { entityEvent, pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import {
  calendarFixture,
  eventFixture,
  occurrenceFixture,
  renderCalendar,
  TODAY,
} from '../testSupport';
import { CalendarPage } from './CalendarPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
let occurrences: Occurrence[] = [];
const occurrenceCalls = () => queriesTo(fetchMock, '/api/calendars/events');

describe('CalendarPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    occurrences = [occurrenceFixture()];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/calendars')
        return method === 'GET' ? json([calendarFixture()]) : json(calendarFixture(), 201);
      if (url.pathname === '/api/calendars/categories') return json([]);
      if (url.pathname === '/api/calendars/events' && method === 'GET') return json(occurrences);
      if (url.pathname === '/api/calendars/events' && method === 'POST')
        return json(eventFixture({ id: 11 }), 201);
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('draws the occurrences of the shown calendars in the month and agenda views', async () => {
    renderCalendar(<CalendarPage />);
    await screen.findByText('Reunião de pauta');
    const [call] = occurrenceCalls();
    expect(call!.calendarIds).toBe('1');
    expect(call!.from! <= TODAY && TODAY <= call!.to!).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'list' }));
    await waitFor(() => expect(screen.getByText('19:00 - 20:00')).toBeTruthy());
    expect(screen.getByText('Reunião de pauta')).toBeTruthy();

    // Hiding the calendar hides its events without asking the server for nothing.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Redação' }));
    await waitFor(() => expect(screen.queryByText('Reunião de pauta')).toBeNull());
  });

  it('creates an event repeating every 2 weeks on Tuesday and Thursday', async () => {
    renderCalendar(<CalendarPage />);
    await screen.findByText('Reunião de pauta');
    fireEvent.click(screen.getByTestId('calendar-new-event'));
    const form = await screen.findByTestId('event-form');
    fireEvent.change(within(form).getByTestId('event-name'), {
      target: { value: 'Fechamento' },
    });
    fireEvent.mouseDown(within(screen.getByTestId('event-frequency')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Weekly'));
    fireEvent.change(await within(form).findByRole('spinbutton', { name: 'Every' }), {
      target: { value: '2' },
    });
    const weekdays = within(form).getByTestId('event-weekdays');
    for (const day of within(weekdays).getAllByRole('checkbox'))
      if ((day as HTMLInputElement).checked) fireEvent.click(day);
    fireEvent.click(within(weekdays).getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(within(weekdays).getByRole('checkbox', { name: 'Thursday' }));
    await waitFor(() =>
      expect(within(form).getByTestId('event-recurrence-summary').textContent).toBe(
        'Summary: Every 2 weeks on Tuesday and Thursday',
      ),
    );
    fireEvent.click(within(form).getByTestId('event-save'));

    const { body } = await firstSent(fetchMock, 'POST');
    expect(body).toMatchObject({
      calendarId: 1,
      name: 'Fechamento',
      allDay: false,
      frequency: 'FREQ_WEEKLY',
      interval: 2,
      repetitions: [
        { dayOrder: null, value: 2 },
        { dayOrder: null, value: 4 },
      ],
      repeatCount: null,
      repeatUtil: null,
      exDates: [],
      reminders: [],
    });
    const sent = body as { startDate: string; endDate: string };
    expect(sent.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    expect(sent.endDate > sent.startDate).toBe(true);
  });

  it('repeats a weekly event on the weekday its start was moved to', async () => {
    renderCalendar(<CalendarPage />);
    await screen.findByText('Reunião de pauta');
    fireEvent.click(screen.getByTestId('calendar-new-event'));
    const form = await screen.findByTestId('event-form');
    fireEvent.change(within(form).getByTestId('event-name'), { target: { value: 'Plantão' } });
    fireEvent.mouseDown(within(screen.getByTestId('event-frequency')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Weekly'));
    // The proposed start (the next whole hour) moved three days on, to another weekday.
    const startInput = within(form).getByTestId('event-start') as HTMLInputElement;
    const proposed = dayjs(startInput.value, 'MM/DD/YYYY HH:mm');
    const moved = proposed.add(3, 'day');
    fireEvent.mouseDown(startInput);
    fireEvent.change(startInput, { target: { value: moved.format('MM/DD/YYYY HH:mm') } });
    fireEvent.blur(startInput);
    await waitFor(() =>
      expect(within(form).getByTestId('event-recurrence-summary').textContent).toBe(
        `Summary: Every week on ${moved.locale('en').format('dddd')}`,
      ),
    );
    fireEvent.click(within(form).getByTestId('event-save'));

    const { body } = await firstSent(fetchMock, 'POST');
    expect(body).toMatchObject({
      frequency: 'FREQ_WEEKLY',
      startDate: moved.format('YYYY-MM-DDTHH:mm'),
      endDate: moved.add(1, 'hour').format('YYYY-MM-DDTHH:mm'),
      repetitions: [{ dayOrder: null, value: moved.day() }],
    });
  });

  it('follows other browsers: a changed event reloads the occurrences', async () => {
    renderCalendar(<CalendarPage />);
    await screen.findByText('Reunião de pauta');
    const before = occurrenceCalls().length;

    occurrences = [occurrenceFixture({ name: 'Reunião de pauta (adiada)' })];
    pushToLatest(
      entityEvent('calendar_event', 'calendar_event', 'UPDATE', eventFixture({ version: 4 })),
    );
    await screen.findByText('Reunião de pauta (adiada)');
    expect(occurrenceCalls().length).toBe(before + 1);
  });

  it('opens the event a link names (a reminder) on its day', async () => {
    const day = '2026-01-15';
    occurrences = [
      occurrenceFixture({ start: `${day}T19:00`, end: `${day}T20:00`, occurrence: `${day}T19:00` }),
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/calendars') return json([calendarFixture()]);
      if (url.pathname === '/api/calendars/categories') return json([]);
      if (url.pathname === '/api/calendars/events') return json(occurrences);
      if (url.pathname === '/api/calendars/events/10') return json(eventFixture());
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
    renderCalendar(<CalendarPage />, 'write', `/main?area=calendar&date=${day}&event=10`);
    await screen.findByTestId('event-form');
    const [call] = occurrenceCalls();
    expect(call!.from! <= day && day <= call!.to!).toBe(true);
    expect((screen.getByTestId('event-name') as HTMLInputElement).value).toBe('Reunião de pauta');
  });

  it('shows readers the events without the writer buttons', async () => {
    renderCalendar(<CalendarPage />, 'read');
    await screen.findByText('Reunião de pauta');
    expect(screen.queryByTestId('calendar-new-event')).toBeNull();
    expect(screen.queryByTestId('calendar-new')).toBeNull();
    expect(screen.getByText('You can see the calendars but not change them.')).toBeTruthy();
  });
});
