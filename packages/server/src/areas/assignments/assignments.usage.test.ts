import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@newsroom/domain';
import {
  branches,
  classifications,
  documentTypes,
  editorials,
  teams,
  vehicles,
} from '../../platform/db/schema';
import { createUser, loginCookie } from '../../test/testApp';
import { assignmentBody, slug } from './assignments.testkit';
import { useTestApp } from '../../test/useTestApp';

/**
 * "A team used in a document cannot be deleted" (spec 1 §5): assignments register usage counters,
 * so the administration lists refuse removing what a live assignment uses, with their own keys.
 */

let writer: string;
let admin: string;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  writer = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { assignment: 'write' } })).nickname,
  );
  admin = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { admin: 'write', team: 'admin' } })).nickname,
  );
});

async function lookups() {
  const db = tdb.database.db;
  const name = slug('item');
  const [team] = await db.insert(teams).values({ name }).returning();
  const [type] = await db
    .insert(documentTypes)
    .values({ name, abbreviation: 'VT', color: 'blue' })
    .returning();
  const [vehicle] = await db.insert(vehicles).values({ name, type: 'TV' }).returning();
  const [editorial] = await db.insert(editorials).values({ name }).returning();
  const [classification] = await db.insert(classifications).values({ name }).returning();
  const [branch] = await db
    .insert(branches)
    .values({ name, address: `http://${name.replace(' ', '-')}.local` })
    .returning();
  return {
    team: team!.id,
    type: type!.id,
    vehicle: vehicle!.id,
    editorial: editorial!.id,
    classification: classification!.id,
    branch: branch!.id,
  };
}

describe('usage of administration records by guidelines', () => {
  it('refuses deleting a team, type, vehicle, editorial, classification or branch a live guideline uses', async () => {
    const used = await lookups();
    const response = await call(
      'POST',
      '/api/assignments',
      writer,
      assignmentBody({
        teamId: used.team,
        typeId: used.type,
        vehiclesIds: [used.vehicle],
        editorialsIds: [used.editorial],
        classificationId: used.classification,
        branchId: used.branch,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const assignment = response.json<Assignment>();

    const team = await call('DELETE', `/api/teams/${used.team}`, admin);
    expect(team.statusCode).toBe(422);
    expect(team.json()).toMatchObject({
      code: 'rule_violation',
      message: 'team:inUse',
      details: { usageCount: 1 },
    });
    for (const [path, id, key] of [
      ['types', used.type, 'type:inUse'],
      ['vehicles', used.vehicle, 'vehicle:inUse'],
      ['editorials', used.editorial, 'editorial:inUse'],
      ['classifications', used.classification, 'classification:inUse'],
      ['branches', used.branch, 'branch:inUse'],
    ] as const) {
      const refused = await call('DELETE', `/api/${path}/${id}`, admin);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(422);
      expect(refused.json().message).toBe(key);
    }

    // An assignment in the trash no longer holds them.
    expect((await call('DELETE', `/api/assignments/${assignment.id}`, writer)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/teams/${used.team}`, admin)).statusCode).toBe(204);
    for (const [path, id] of [
      ['types', used.type],
      ['vehicles', used.vehicle],
    ] as const) {
      expect((await call('DELETE', `/api/${path}/${id}`, admin)).statusCode, path).toBeLessThan(
        300,
      );
    }
  });

  it('leaves records no guideline uses deletable', async () => {
    const free = await lookups();
    expect((await call('DELETE', `/api/teams/${free.team}`, admin)).statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/classifications/${free.classification}`, admin)).statusCode,
    ).toBeLessThan(300);
  });
});
