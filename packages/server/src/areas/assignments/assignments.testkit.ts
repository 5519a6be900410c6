import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Assignment } from '@newsroom/domain';
import type { Database } from '../../platform/db/client';
import { areaConfigs, programGroups, programs } from '../../platform/db/schema';
import type { TestApp } from '../../test/testApp';

/** Test helpers of the assignments and proposals route tests. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: () => TestApp) {
  return (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: cookie ? { cookie } : {},
    });
}

/** A unique slug (lower case, so tests see the upper-casing). */
export const slug = (prefix = 'pauta') => `${prefix} ${randomBytes(3).toString('hex')}`;

/** An assignment body with a guide, a contact and two tasks. */
export function assignmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: slug(),
    date: '2025-03-10',
    state: 'PRODUCING',
    cameraman: 'Zé Imagem',
    proposal: 'Moradores relatam falta de água há três dias.',
    referral: 'Ouvir a concessionária.',
    information: 'Levar microfone de lapela.',
    guides: [
      {
        id: 'g1',
        scheduleDate: '2025-03-10',
        scheduleTime: '09:30',
        interviewee: 'Maria da Silva, moradora',
        address: 'Rua das Flores, 120 — Itaquera',
        observation: 'Chegar antes das 9h.',
        contacts: [
          {
            id: 'c1',
            name: 'Maria da Silva',
            profession: 'Comerciante',
            numbers: [{ value: '+55 11 98765-4321', label: 'cell_phone' }],
            emails: ['maria.silva@example.com'],
          },
        ],
      },
    ],
    tasks: [
      { id: 't1', date: '2025-03-10', time: '08:00', label: 'Confirmar entrevista', done: true },
      { id: 't2', label: 'Pedir imagens de arquivo', information: 'Enchente de 2023' },
    ],
    ...overrides,
  };
}

/** Sets the assignment configuration's lockFinished flag. */
export async function setLockFinished(database: Database, lockFinished: boolean): Promise<void> {
  await database.db
    .insert(areaConfigs)
    .values({ area: 'assignment', config: { lockFinished }, version: 1 })
    .onConflictDoUpdate({ target: areaConfigs.area, set: { config: { lockFinished } } });
}

export function expectFieldError(
  body: {
    code: string;
    details: { fields: { field: string; key: string; params?: { count: number } }[] };
  },
  field: string,
  key: string,
  count?: number,
) {
  expect(body.code).toBe('validation_failed');
  const found = body.details.fields.find((f) => f.field === field);
  expect(found, JSON.stringify(body.details.fields)).toMatchObject({
    key,
    ...(count !== undefined ? { params: { count } } : {}),
  });
}

/** A program restricted to one group and an open one, for the visibility tests; their ids. */
export async function restrictedAndOpenPrograms(
  database: Database,
  groupId: number,
): Promise<{ restrictedProgramId: number; openProgramId: number }> {
  const [restricted] = await database.db
    .insert(programs)
    .values({ name: `Restrito ${slug()}`, start: '06:00', end: '07:00' })
    .returning();
  await database.db.insert(programGroups).values({ programId: restricted!.id, groupId });
  const [open] = await database.db
    .insert(programs)
    .values({ name: `Aberto ${slug()}`, start: '12:00', end: '13:00' })
    .returning();
  return { restrictedProgramId: restricted!.id, openProgramId: open!.id };
}

export type { Assignment };
