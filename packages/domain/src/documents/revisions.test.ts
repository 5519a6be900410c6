import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './revisions';

describe('diffSnapshots', () => {
  it('is empty for equal snapshots', () => {
    expect(diffSnapshots({ slug: 'A', tags: [1, 2] }, { slug: 'A', tags: [1, 2] })).toEqual([]);
  });
  it('lists changed, added and removed fields by dotted path', () => {
    expect(
      diffSnapshots(
        { slug: 'FIRE', guide: { address: 'Rua A' }, gone: 1 },
        { slug: 'FIRE DOWNTOWN', guide: { address: 'Rua B' }, added: true },
      ),
    ).toEqual([
      { field: 'added', before: null, after: true },
      { field: 'gone', before: 1, after: null },
      { field: 'guide.address', before: 'Rua A', after: 'Rua B' },
      { field: 'slug', before: 'FIRE', after: 'FIRE DOWNTOWN' },
    ]);
  });
  it('compares arrays as whole values', () => {
    expect(diffSnapshots({ ids: [1, 2] }, { ids: [2, 1] })).toEqual([
      { field: 'ids', before: [1, 2], after: [2, 1] },
    ]);
  });
});
