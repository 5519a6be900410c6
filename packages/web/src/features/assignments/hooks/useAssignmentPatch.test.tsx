import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Assignment } from '@newsroom/domain';
import { ApiError } from '../../../shared/api';
import { assignmentKeys } from '../api/assignmentsApi';
import { assignmentFixture } from '../testFixtures';
import { useAssignmentPatch } from './useAssignmentPatch';

const api = vi.hoisted(() => ({ patchAssignment: vi.fn() }));
vi.mock('../api/assignmentsApi', async (original) => ({
  ...(await original<typeof import('../api/assignmentsApi')>()),
  ...api,
}));
const notifyFailure = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/notifications', async (original) => ({
  ...(await original<typeof import('../../../shared/notifications')>()),
  notifyFailure,
}));

const listed = assignmentFixture({ id: 1, state: 'PRODUCING' });

function setup() {
  const client = new QueryClient();
  client.setQueryData(assignmentKeys.day('2025-03-10'), [listed]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAssignmentPatch(), { wrapper });
  const day = (date: string) => client.getQueryData<Assignment[]>(assignmentKeys.day(date));
  return { patch: result.current, day, client };
}

describe('useAssignmentPatch', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the new state at once and keeps the answer', async () => {
    const { patch, day } = setup();
    let resolve: (value: Assignment) => void = () => undefined;
    api.patchAssignment.mockReturnValue(new Promise((done) => (resolve = done)));
    let pending: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      pending = patch(listed, 'state', 'COVERING');
      await Promise.resolve();
    });
    expect(day('2025-03-10')?.[0]?.state).toBe('COVERING');
    await act(async () => {
      resolve({ ...listed, state: 'COVERING', version: 2 });
      await pending;
    });
    expect(day('2025-03-10')?.[0]?.version).toBe(2);
    expect(api.patchAssignment).toHaveBeenCalledWith(1, 'state', 'COVERING');
  });

  it('rolls the state back and says why when the server refuses', async () => {
    const { patch, day } = setup();
    api.patchAssignment.mockRejectedValue(
      new ApiError(422, {
        code: 'rule_violation',
        message: 'assignment:finishedLocked',
        details: { field: 'state', newValue: 'COVERING', oldValue: 'PRODUCING' },
      }),
    );
    let result = true;
    await act(async () => {
      result = await patch(listed, 'state', 'COVERING');
    });
    expect(result).toBe(false);
    expect(day('2025-03-10')?.[0]?.state).toBe('PRODUCING');
    expect(notifyFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }), 'update');
  });

  it('moves the card to the other day when the date patch succeeds', async () => {
    const { patch, day, client } = setup();
    client.setQueryData(assignmentKeys.day('2025-03-11'), []);
    api.patchAssignment.mockResolvedValue({ ...listed, date: '2025-03-11', version: 2 });
    await act(async () => {
      await patch(listed, 'date', '2025-03-11');
    });
    expect(day('2025-03-10')).toEqual([]);
    expect(day('2025-03-11')?.map((a) => a.id)).toEqual([1]);
  });
});
