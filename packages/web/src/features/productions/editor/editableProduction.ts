import type { TFunction } from 'i18next';
import { productionInputSchema, type Production, type ProductionInput } from '@newsroom/domain';

/** What the editor edits: the production's editable fields (the POST body). */
export type EditableProduction = ProductionInput;

import type { FieldErrors } from '../../../shared/documentEditor';
import { validateAgainst } from '../../../shared/documents/validateAgainst';

export type { FieldErrors };

/** A blank production for `date`. */
export function emptyProduction(date: string): EditableProduction {
  return {
    slug: '',
    date,
    status: 'NEW',
    schedule: null,
    departure: null,
    arrival: null,
    typeId: null,
    local: '',
    latitude: null,
    longitude: null,
    teamId: null,
    medias: '',
    producersIds: [],
    editorsIds: [],
    resourcesIds: [],
    vehiclesIds: [],
    information: '',
    tasks: [],
  };
}

/** The editable fields of a loaded production. */
export function toEditable(production: Production): EditableProduction {
  return {
    slug: production.slug,
    date: production.date,
    status: production.status,
    schedule: production.schedule,
    departure: production.departure,
    arrival: production.arrival,
    typeId: production.typeId,
    local: production.local,
    latitude: production.latitude,
    longitude: production.longitude,
    teamId: production.teamId,
    medias: production.medias,
    producersIds: production.producersIds,
    editorsIds: production.editorsIds,
    resourcesIds: production.resourcesIds,
    vehiclesIds: production.vehiclesIds,
    information: production.information,
    tasks: production.tasks,
  };
}

/**
 * Checks the production against the domain schema (date required, slug required and at most 100,
 * tasks labelled, coordinates in range); the parsed body on success.
 */
export function validateProduction(
  value: EditableProduction,
  t: TFunction,
): { ok: true; data: ProductionInput } | { ok: false; errors: FieldErrors } {
  return validateAgainst(productionInputSchema, value, t);
}
