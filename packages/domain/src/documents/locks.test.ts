import { describe, expect, it } from 'vitest';
import { isLeaseExpired, leaseEnd, lockDecision } from './locks';

const now = new Date('2026-11-21T12:00:00Z');
const later = new Date('2026-11-21T12:01:00Z');
const earlier = new Date('2026-11-21T11:59:00Z');
const me = { userId: 1, sessionId: 'a' };

/** Leases held when someone asks to edit, by whom and from which session. */
const leases = {
  lapsedOfAnother: { userId: 2, sessionId: 'b', expiresAt: earlier },
  ownLive: { userId: 1, sessionId: 'a', expiresAt: later },
  ownFromAnotherSession: { userId: 1, sessionId: 'z', expiresAt: later },
  liveOfAnother: { userId: 2, sessionId: 'b', expiresAt: later },
};

describe('lockDecision', () => {
  it.each([
    ['free', null, false, true, 'acquire'],
    ['lapsed lease of another', leases.lapsedOfAnother, false, true, 'acquire'],
    ['own live lease', leases.ownLive, false, true, 'renew'],
    [
      'own lease from another connected session',
      leases.ownFromAnotherSession,
      false,
      true,
      'refuse',
    ],
    [
      'own lease from a session no screen is connected to',
      leases.ownFromAnotherSession,
      false,
      false,
      'acquire',
    ],
    ['live lease of another', leases.liveOfAnother, false, true, 'refuse'],
    ['live lease of another not connected', leases.liveOfAnother, false, false, 'refuse'],
    ['live lease of another, taking over', leases.liveOfAnother, true, true, 'take_over'],
  ] as const)('%s -> %s', (_name, current, takeOver, isHolderConnected, expected) => {
    expect(lockDecision(current, me, now, takeOver, isHolderConnected)).toBe(expected);
  });
});

describe('leases', () => {
  it('expire exactly at their end', () => {
    expect(isLeaseExpired(now, now)).toBe(true);
    expect(isLeaseExpired(later, now)).toBe(false);
  });
  it('end one lease after now', () => {
    expect(leaseEnd(now, 1000).toISOString()).toBe('2026-11-21T12:00:01.000Z');
  });
});
