import { describe, expect, it } from 'vitest';
import { ERROR_DURATION_SECONDS, notificationDuration } from './durations';

describe('notification duration', () => {
  it.each([
    ['success', 'Saved', '', 0.7],
    ['info', 'Hello', 'world!', 1.54],
    ['warning', '', '', 0],
    ['success', 'x'.repeat(100), '', 14],
  ] as const)(
    '%s "%s" + "%s" lasts %s s (0.14 s per character)',
    (kind, title, description, seconds) => {
      expect(notificationDuration(kind, title, description)).toBe(seconds);
    },
  );

  it('keeps errors for 10 s whatever their length', () => {
    expect(notificationDuration('error', 'x', '')).toBe(ERROR_DURATION_SECONDS);
    expect(notificationDuration('error', 'x'.repeat(500), 'y'.repeat(500))).toBe(10);
  });

  it('never closes by itself when it must be dismissed by hand', () => {
    expect(notificationDuration('error', 'x', '', true)).toBe(false);
    expect(notificationDuration('info', 'x', '', true)).toBe(false);
  });
});
