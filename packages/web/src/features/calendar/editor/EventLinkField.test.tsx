import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEventInput } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { calendarFixture, renderCalendar } from '../testSupport';
import { EventEditor } from './EventEditor';

const fetchMock = vi.fn<typeof fetch>();

describe('EventLinkField', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it("offers the day's guidelines and rundowns, and saves the one chosen", async () => {
    const posts: CalendarEventInput[] = [];
    serveRoutes(fetchMock, {
      'GET /api/assignments': () => json([{ id: 12, slug: 'ENCHENTE NO CENTRO' }]),
      'GET /api/rundowns/grid': () =>
        json([{ id: 3, programName: 'Jornal da Noite', start: '19:00:00' }]),
      'POST /api/calendars/events': (init) => {
        posts.push(JSON.parse(String(init?.body)) as CalendarEventInput);
        return json({}, 201);
      },
    });
    renderCalendar(
      <EventEditor
        target={{ kind: 'new', start: '2026-03-10T09:00', end: '2026-03-10T10:00', allDay: false }}
        calendars={[calendarFixture()]}
        categories={[]}
        canWrite
        onClose={() => undefined}
      />,
      'write',
      undefined,
      { assignment: 'read', rundown: 'read' },
    );
    const form = await screen.findByTestId('event-form');
    fireEvent.change(within(form).getByTestId('event-name'), {
      target: { value: 'Cobertura da enchente' },
    });
    fireEvent.mouseDown(within(screen.getByTestId('event-link')).getByRole('combobox'));
    expect(await screen.findByTitle('Jornal da Noite · 19:00')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('ENCHENTE NO CENTRO'));
    fireEvent.click(within(form).getByTestId('event-save'));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.link).toEqual({ kind: 'assignment', id: 12 });
    const dayAsked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/assignments');
    expect(dayAsked!.searchParams.get('date')).toBe('2026-03-10');
  });

  it('asks nothing of users who read neither guidelines nor rundowns', async () => {
    serveRoutes(fetchMock, {});
    renderCalendar(
      <EventEditor
        target={{ kind: 'new', start: '2026-03-10T09:00', end: '2026-03-10T10:00', allDay: false }}
        calendars={[calendarFixture()]}
        categories={[]}
        canWrite
        onClose={() => undefined}
      />,
    );
    await screen.findByTestId('event-form');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
