import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { clientWrapper } from '../../../test/clientWrapper';
import { BRANCH_CONFIG_KEY } from '../../branch/api/branchApi';
import { useRundownClosed } from './useRundownClosed';

/** The noon show of 2026-11-27 in São Paulo (UTC−3): it ends at 16:00Z. */
const noonShow = { date: '2026-11-27', start: '12:00:00', end: '13:00:00' };

function closedAt(at: string, lockMinutes: number | null) {
  const client = new QueryClient();
  // Without a configuration the hook asks for it: that answer never comes here.
  if (lockMinutes === null) vi.stubGlobal('fetch', () => new Promise(() => undefined));
  else
    client.setQueryData(BRANCH_CONFIG_KEY, {
      locale: 'pt_BR',
      branchName: 'TV Centro',
      version: '1.0.0',
      timeZone: 'America/Sao_Paulo',
      rundownLockMinutes: lockMinutes,
    });
  const { result } = renderHook(() => useRundownClosed(noonShow, new Date(at)), {
    wrapper: clientWrapper(client),
  });
  return result.current;
}

describe('useRundownClosed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['during the show', '2026-11-27T15:30:00Z', 60, false],
    ['within the lock interval after the end', '2026-11-27T16:59:59Z', 60, false],
    ['once the interval has passed', '2026-11-27T17:00:00Z', 60, true],
    ['at the end itself with no interval', '2026-11-27T16:00:00Z', 0, true],
    ['before the branch configuration has loaded', '2026-11-28T12:00:00Z', null, false],
  ])('%s', (_case, at, lockMinutes, closed) => {
    expect(closedAt(at, lockMinutes)).toBe(closed);
  });
});
