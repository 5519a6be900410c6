import { describe, expect, it } from 'vitest';
import { entityEvent } from '../../../test/fakeRealtime';
import { productionEvent, productionFixture } from '../testFixtures';
import { applyToList, changeOfEvent, taskIdOfField, taskProgress } from './productionLists';

const day = { date: '2025-03-10', onlyNotDone: true };

describe('checklist day lists', () => {
  it('drops a checklist that becomes done while only-not-done is on, and keeps it when off', () => {
    const listed = productionFixture({ id: 1 });
    const done = { ...listed, status: 'DONE' as const, version: 2 };
    const change = changeOfEvent(productionEvent('PATCH', done));
    expect(applyToList([listed], day, change)).toEqual([]);
    expect(applyToList([listed], { ...day, onlyNotDone: false }, change)).toEqual([done]);
  });

  it('drops a checklist moved to another date and takes one that moves in (first)', () => {
    const here = productionFixture({ id: 1 });
    const other = productionFixture({ id: 2, date: '2025-03-11' });
    expect(
      applyToList(
        [here],
        day,
        changeOfEvent(productionEvent('UPDATE', { ...here, date: '2025-03-11', version: 2 })),
      ),
    ).toEqual([]);
    const moved = { ...other, date: '2025-03-10', version: 2 };
    expect(
      applyToList([here], day, changeOfEvent(productionEvent('UPDATE', moved))).map((p) => p.id),
    ).toEqual([2, 1]);
  });

  it('takes a restored checklist (published as CREATE) into the list of its day only', () => {
    const here = productionFixture({ id: 1 });
    const restored = productionFixture({ id: 4, excluded: false, version: 3 });
    const change = changeOfEvent(productionEvent('CREATE', restored));
    expect(applyToList([here], day, change).map((p) => p.id)).toEqual([4, 1]);
    expect(applyToList([], { ...day, date: '2025-03-11' }, change)).toEqual([]);
  });

  it('takes a checklist back when it is reopened under only-not-done', () => {
    const reopened = productionFixture({ id: 3, status: 'PRODUCING', version: 5 });
    expect(applyToList([], day, changeOfEvent(productionEvent('PATCH', reopened)))).toEqual([
      reopened,
    ]);
  });

  it('ignores stale echoes, lookup events and removed checklists it does not hold', () => {
    const listed = productionFixture({ id: 1, version: 3 });
    const list = [listed];
    expect(
      applyToList(
        list,
        day,
        changeOfEvent(productionEvent('UPDATE', { ...listed, slug: 'X', version: 3 })),
      ),
    ).toBe(list);
    expect(
      changeOfEvent(
        entityEvent('productions', 'production_type', 'CREATE', {
          id: 7,
          name: 'Externa',
          excluded: false,
          version: 1,
        }),
      ),
    ).toEqual({ kind: 'none' });
    expect(applyToList(list, day, { kind: 'remove', id: 99 })).toBe(list);
    expect(applyToList(list, day, changeOfEvent(productionEvent('DELETE', listed)))).toEqual([]);
  });

  it('counts task progress and reads task fields', () => {
    expect(taskProgress(productionFixture().tasks)).toEqual({ done: 1, total: 2 });
    expect(taskIdOfField('tasks.abc-1.done')).toBe('abc-1');
    expect(taskIdOfField('status')).toBeNull();
  });
});
