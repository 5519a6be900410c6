import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api';
import { lockHolder, notifyRundownFailure } from './rundownFailure';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/notifications', async (original) => ({
  ...(await original<typeof import('../../../shared/notifications')>()),
  notify,
}));

const locked = new ApiError(412, {
  code: 'locked_by_other',
  message: 'document:lockedTo',
  details: { nickname: 'maria' },
});

describe('rundown failures', () => {
  it('finds who holds the lock of a 412 locked_by_other', () => {
    expect(lockHolder(locked)).toBe('maria');
    expect(lockHolder(new ApiError(412, { code: 'lock_lost', message: 'x' }))).toBeNull();
    expect(lockHolder(new Error('x'))).toBeNull();
  });

  it('names the holder when a story cannot be deleted', () => {
    notifyRundownFailure(locked, 'delete');
    const shown = notify.mock.calls.at(-1)?.[0] as { description: string };
    expect(shown.description).toContain('maria');
  });
});
