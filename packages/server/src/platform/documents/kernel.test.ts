import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DomainError } from '@newsroom/domain';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { createUser } from '../../test/testApp';
import { users } from '../db/schema';
import { applyFieldPatch } from './fieldPatch';
import { setExcluded } from './softDelete';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

describe('applyFieldPatch', () => {
  it('passes a successful patch through', async () => {
    expect(await applyFieldPatch({ field: 'slug', value: 'NEW' }, 'OLD', async () => 'saved')).toBe(
      'saved',
    );
  });

  it('answers a refusal with the field, the new value and the old value', async () => {
    const refused = applyFieldPatch({ field: 'approved', value: true }, false, async () => {
      throw new DomainError('rule_violation', 'rundown:privateStoryCannotBeApproved', {
        storyId: 4,
      });
    });
    await expect(refused).rejects.toMatchObject({
      code: 'rule_violation',
      message: 'rundown:privateStoryCannotBeApproved',
      details: { storyId: 4, field: 'approved', newValue: true, oldValue: false },
    });
  });

  it('lets unexpected errors through untouched', async () => {
    await expect(
      applyFieldPatch({ field: 'x', value: 1 }, 0, async () =>
        Promise.reject(new TypeError('bug')),
      ),
    ).rejects.toBeInstanceOf(TypeError);
  });
});

describe('setExcluded', () => {
  it('excludes and restores a document, bumping its version, and refuses repeating either', async () => {
    const user = await createUser(tdb.database);
    const db = tdb.database.db;
    expect(await setExcluded(db, users, user.id, true)).toBe(user.version + 1);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.excluded).toBe(true);
    await expect(setExcluded(db, users, user.id, true)).rejects.toMatchObject({
      code: 'rule_violation',
      message: 'document:alreadyExcluded',
    });
    expect(await setExcluded(db, users, user.id, false)).toBe(user.version + 2);
    await expect(setExcluded(db, users, user.id, false)).rejects.toMatchObject({
      message: 'document:notExcluded',
    });
    await expect(setExcluded(db, users, 999_999, true)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
