import { describe, expect, it } from 'vitest';
import { withCreated, withDeleted, withUpdated } from './adminListCache';

const page = (ids: number[], total = ids.length, size = 25) => ({
  data: ids.map((id) => ({ id, name: `n${id}` })),
  page: 0,
  size,
  total,
});

describe('admin list cache rules', () => {
  it('puts a created item first and counts it', () => {
    const next = withCreated(page([1, 2]), { id: 3, name: 'n3' });
    expect(next.data.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(next.total).toBe(3);
  });

  it('puts a created lane last', () => {
    expect(withCreated(page([1, 2]), { id: 3, name: 'n3' }, 'last').data.map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps a full page to its size', () => {
    const next = withCreated(page([1, 2], 40, 2), { id: 3, name: 'n3' });
    expect(next.data.map((r) => r.id)).toEqual([3, 1]);
    expect(next.total).toBe(41);
  });

  it('does not duplicate an item the call and its echo both bring', () => {
    const once = withCreated(page([1]), { id: 2, name: 'first copy' });
    const twice = withCreated(once, { id: 2, name: 'echo' });
    expect(twice.data).toEqual([
      { id: 2, name: 'echo' },
      { id: 1, name: 'n1' },
    ]);
    expect(twice.total).toBe(2);
  });

  it('replaces an updated item in place', () => {
    expect(withUpdated(page([1, 2]), { id: 2, name: 'new' }).data[1]).toEqual({
      id: 2,
      name: 'new',
    });
  });

  it('drops a deleted item and lowers the total by one', () => {
    const next = withDeleted(page([1, 2], 30), 1);
    expect(next.data.map((r) => r.id)).toEqual([2]);
    expect(next.total).toBe(29);
    expect(withDeleted(page([], 0), 9).total).toBe(0);
  });
});
