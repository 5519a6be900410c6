import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { guide, guideContact } from '@newsroom/domain/src/testing';
import type { Contact } from '@newsroom/domain';
import { entityEvent, pushToLatest } from '../../../test/fakeRealtime';
import { assignmentKeys } from '../api/assignmentsApi';
import { assignmentFixture } from '../testFixtures';
import { LinkedContactsLive } from './LinkedContactsLive';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const linking = (contactId: number) =>
  assignmentFixture({ guides: [guide({ contacts: [guideContact({ contactId })] })] });

describe('LinkedContactsLive', () => {
  it('reloads the day lists whose guides link a contact that changed, and only those', () => {
    const queryClient = new QueryClient();
    const [monday, tuesday] = [assignmentKeys.day('2026-11-30'), assignmentKeys.day('2026-12-01')];
    queryClient.setQueryData(monday, [linking(7)]);
    queryClient.setQueryData(tuesday, [linking(8)]);
    render(
      <QueryClientProvider client={queryClient}>
        <LinkedContactsLive />
      </QueryClientProvider>,
    );
    const changed = { id: 7 } as Contact;
    pushToLatest(entityEvent('contacts', 'contact', 'UPDATE', changed, { id: 7 }));
    expect(queryClient.getQueryState(monday)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tuesday)?.isInvalidated).toBe(false);
    pushToLatest(entityEvent('contacts', 'contact', 'DELETE', { id: 8 }, { id: 8 }));
    expect(queryClient.getQueryState(tuesday)?.isInvalidated).toBe(true);
  });
});
