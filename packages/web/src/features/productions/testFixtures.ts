import type { CompanyData, Production, RealtimeEvent } from '@newsroom/domain';
import { productionTask } from '@newsroom/domain/src/testing';
import { companyDataBundle, person } from '../../test/companyData';
import { emptyProduction } from './editor/editableProduction';

/** A production for tests: version 1 on 2025-03-10, editable, two tasks (one done). */
export function productionFixture(fields: Partial<Production> = {}): Production {
  return {
    ...emptyProduction('2025-03-10'),
    id: 1,
    uuid: 'uuid-p1',
    slug: 'ENCHENTE',
    tasks: [
      productionTask(),
      productionTask({
        id: 't2',
        time: null,
        label: 'Ligar para a Defesa Civil',
        done: false,
        information: '',
      }),
    ],
    assignmentId: null,
    authorNickname: 'produtor',
    changeDate: '2025-03-10T10:00:00.000Z',
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true },
    ...fields,
  };
}

/** A `productions` event as the server publishes it. */
export function productionEvent(
  action: 'CREATE' | 'UPDATE' | 'PATCH' | 'DELETE',
  production: Production,
): RealtimeEvent<'productions'> {
  const head = { topic: 'productions', entity: 'production' } as const;
  const envelope = { seq: 1, id: production.id, version: production.version, originSession: null };
  switch (action) {
    case 'PATCH':
      return {
        ...head,
        ...envelope,
        action,
        data: { id: production.id, field: 'status', value: production.status, production },
      };
    case 'DELETE':
      return { ...head, ...envelope, action, data: { id: production.id, date: production.date } };
    default:
      return { ...head, ...envelope, action, data: production };
  }
}

/** The company data bundle with people, a team and a vehicle. */
export function companyDataFixture(): CompanyData {
  return companyDataBundle({
    vehicles: [{ id: 9, name: 'TV Aberta', type: 'TV', version: 1 }],
    users: [person(1, 'Ana Souza', 'produtor'), person(2, 'Bruno Lima', 'editor')],
    editors: [person(2, 'Bruno Lima', 'editor')],
    producers: [person(1, 'Ana Souza', 'produtor')],
    teams: [{ id: 5, name: 'Equipe 1', memberIds: [], membersNicknames: [], version: 1 }],
  });
}
