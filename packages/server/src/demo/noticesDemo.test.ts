import { describe, expect, it } from 'vitest';
import type { Notice } from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('notices demo', () => {
  it("shows the editor-in-chief's two notices, the urgent one newest, unread to a reporter", async () => {
    const get = demoReader(t);
    const unread = await get<Notice[]>('/api/notices/unread', 'reporter');
    expect(unread).toHaveLength(2);
    expect(unread.map((n) => n.urgent)).toEqual([false, true]);
    expect(unread.every((n) => n.authorName === 'Marina Costa')).toBe(true);
    expect(unread[1]!.text).toContain('playout');
  });
});
