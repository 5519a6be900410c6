import {
  guideContactSchema,
  guideSchema,
  productionTaskSchema,
  type Guide,
  type GuideContact,
  type ProductionTask,
} from '../assignments/assignment';

/*
 * Builders of assignment parts for tests. Each goes through its schema, so a fixture is a value
 * the API would accept, with the schema's defaults for the fields not named.
 */

/** A guide with the given fields; the rest empty (id `g1`). */
export function guide(fields: Partial<Guide> = {}): Guide {
  return guideSchema.parse({ id: 'g1', ...fields });
}

/** Maria, a press officer (Assessora) with one work number, no e-mail, address or notes. */
export function guideContact(fields: Partial<GuideContact> = {}): GuideContact {
  return guideContactSchema.parse({
    id: 'c1',
    name: 'Maria',
    profession: 'Assessora',
    numbers: [{ value: '11 99999-0000', label: 'work' }],
    ...fields,
  });
}

/** Booking a car (Reservar carro) at 08:00 on no set date, done, with a note (Placa ABC). */
export function productionTask(fields: Partial<ProductionTask> = {}): ProductionTask {
  return productionTaskSchema.parse({
    id: 't1',
    time: '08:00',
    label: 'Reservar carro',
    done: true,
    information: 'Placa ABC',
    ...fields,
  });
}
