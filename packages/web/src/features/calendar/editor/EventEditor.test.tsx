import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarEventUpdate } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import {
  calendarFixture,
  eventFixture,
  occurrenceFixture,
  renderCalendar,
  TODAY,
} from '../testSupport';
import { EventEditor } from './EventEditor';

const fetchMock = vi.fn<typeof fetch>();
const puts: CalendarEventUpdate[] = [];
const onClose = vi.fn();

function renderEditor(canWrite = true) {
  return renderCalendar(
    <EventEditor
      target={{ kind: 'occurrence', occurrence: occurrenceFixture() }}
      calendars={[calendarFixture()]}
      categories={[]}
      canWrite={canWrite}
      onClose={onClose}
    />,
    canWrite ? 'write' : 'read',
  );
}

describe('EventEditor', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    puts.length = 0;
    onClose.mockReset();
    serveRoutes(fetchMock, {
      'GET /api/calendars/events/10': () => json(eventFixture()),
      'PUT /api/calendars/events/10': (init) => {
        puts.push(JSON.parse(String(init?.body)) as CalendarEventUpdate);
        return json(eventFixture({ version: 4 }));
      },
    });
  });

  it('opens a repeating event at its occurrence and changes only that one', async () => {
    renderEditor();
    const form = await screen.findByTestId('event-form');
    expect(within(form).getByTestId('event-recurrence-summary').textContent).toBe(
      'Summary: Every week on Thursday',
    );
    fireEvent.change(within(form).getByTestId('event-name'), {
      target: { value: 'Reunião de pauta extra' },
    });
    fireEvent.click(within(form).getByTestId('event-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'This occurrence' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      name: 'Reunião de pauta extra',
      startDate: `${TODAY}T19:00`,
      endDate: `${TODAY}T20:00`,
      scope: 'occurrence',
      occurrence: `${TODAY}T19:00`,
      version: 3,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the version someone else saved, and saves over it next', async () => {
    serveRoutes(fetchMock, {
      'GET /api/calendars/events/10': () => json(eventFixture()),
      'PUT /api/calendars/events/10': (init) => {
        puts.push(JSON.parse(String(init?.body)) as CalendarEventUpdate);
        return puts.length === 1
          ? json(
              {
                code: 'stale_version',
                message: 'error:stale_version',
                details: { current: eventFixture({ version: 5, name: 'Reunião geral' }) },
              },
              409,
            )
          : json(eventFixture({ version: 6 }));
      },
    });
    renderEditor();
    const form = await screen.findByTestId('event-form');
    fireEvent.click(within(form).getByTestId('event-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'All occurrences' }));
    await waitFor(() =>
      expect((within(form).getByTestId('event-name') as HTMLInputElement).value).toBe(
        'Reunião geral',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByTestId('event-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'All occurrences' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ name: 'Reunião geral', version: 5, scope: 'all' });
  });

  it('shows readers the event without a way to change it', async () => {
    renderEditor(false);
    const form = await screen.findByTestId('event-form');
    expect((within(form).getByTestId('event-name') as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByTestId('event-save')).toBeNull();
    expect(within(form).queryByTestId('event-delete')).toBeNull();
    expect(screen.getByText('Event')).toBeTruthy();
  });
});
