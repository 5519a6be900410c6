import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ActionOf, Assignment, EventData } from '@newsroom/domain';
import { entityEvent } from '../../../test/fakeRealtime';
import { assignmentFixture } from '../testFixtures';
import { applyAssignmentEvent } from '../hooks/useAssignmentEvents';
import { assignmentKeys } from './assignmentsApi';
import { applyToDay, changeOfEvent, firstGuideTime } from './dayLists';

const event = <A extends ActionOf<'assignments', 'assignment'>>(
  action: A,
  data: EventData<'assignments', 'assignment', A>,
) => entityEvent('assignments', 'assignment', action, data, { id: 1, originSession: null });

function caches(lists: Record<string, Assignment[]>) {
  const client = new QueryClient();
  for (const [date, list] of Object.entries(lists))
    client.setQueryData(assignmentKeys.day(date), list);
  const day = (date: string) =>
    client.getQueryData<Assignment[]>(assignmentKeys.day(date))?.map((a) => a.slug);
  return { client, day };
}

describe('day lists of guidelines', () => {
  it('moves a guideline whose date changed to the other day', () => {
    const moving = assignmentFixture({ id: 1, slug: 'ENCHENTE' });
    const { client, day } = caches({
      '2025-03-10': [moving, assignmentFixture({ id: 2, slug: 'FEIRA' })],
      '2025-03-11': [assignmentFixture({ id: 3, slug: 'OBRAS', date: '2025-03-11' })],
    });
    applyAssignmentEvent(
      client,
      event('PATCH', {
        id: 1,
        field: 'date',
        value: '2025-03-11',
        assignment: { ...moving, date: '2025-03-11', version: 2 },
      }),
    );
    expect(day('2025-03-10')).toEqual(['FEIRA']);
    expect(day('2025-03-11')).toEqual(['ENCHENTE', 'OBRAS']);
  });

  it('adds a guideline created on a listed day and removes a deleted one', () => {
    const { client, day } = caches({ '2025-03-10': [assignmentFixture({ id: 1 })] });
    applyAssignmentEvent(client, event('CREATE', assignmentFixture({ id: 5, slug: 'NOVA' })));
    applyAssignmentEvent(
      client,
      event('CREATE', assignmentFixture({ id: 6, slug: 'OUTRO DIA', date: '2025-03-12' })),
    );
    expect(day('2025-03-10')).toEqual(['NOVA', 'ENCHENTE']);
    applyAssignmentEvent(client, event('DELETE', { id: 1, date: '2025-03-10' }));
    expect(day('2025-03-10')).toEqual(['NOVA']);
  });

  it('skips an entity that is not newer than the listed copy', () => {
    const listed = assignmentFixture({ version: 3, slug: 'ATUAL' });
    const list = [listed];
    expect(
      applyToDay(list, '2025-03-10', {
        kind: 'upsert',
        assignment: { ...listed, slug: 'VELHO', version: 3 },
      }),
    ).toBe(list);
    expect(
      applyToDay(
        list,
        '2025-03-10',
        changeOfEvent(event('UPDATE', { ...listed, slug: 'NOVO', version: 4 })),
      )[0]?.slug,
    ).toBe('NOVO');
  });

  it('shows the earliest guide time', () => {
    const guide = (id: string, scheduleTime: string | null) => ({
      id,
      scheduleDate: null,
      scheduleTime,
      interviewee: '',
      address: '',
      latitude: null,
      longitude: null,
      observation: '',
      contacts: [],
    });
    expect(
      firstGuideTime({ guides: [guide('a', '14:30:00'), guide('b', null), guide('c', '09:05')] }),
    ).toBe('09:05');
    expect(firstGuideTime({ guides: [] })).toBeNull();
  });
});
