import { describe, expect, it } from 'vitest';
import { sessionRenewalsSettled, trackSessionRenewal } from './sessionRenewal';

describe('session renewal tracking', () => {
  it('waits for tracked calls, failed ones included', async () => {
    let resolve: (value: string) => void = () => undefined;
    const call = trackSessionRenewal(new Promise<string>((r) => (resolve = r)));
    const failing = trackSessionRenewal(Promise.reject(new Error('no')));
    failing.catch(() => undefined);
    let isSettled = false;
    const waiting = sessionRenewalsSettled().then(() => (isSettled = true));
    await Promise.resolve();
    expect(isSettled).toBe(false);
    resolve('done');
    await waiting;
    expect(isSettled).toBe(true);
    await expect(call).resolves.toBe('done');
  });

  it('resolves at once when nothing is pending', async () => {
    await expect(sessionRenewalsSettled()).resolves.toBeUndefined();
  });
});
