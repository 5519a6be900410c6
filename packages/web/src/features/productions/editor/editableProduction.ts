import type { TFunction } from 'i18next';
import { productionInputSchema, type Production, type ProductionInput } from '@newsroom/domain';
import { validationMessage } from '../../../shared/forms';

/** What the editor edits: the production's editable fields (the POST body). */
export type EditableProduction = ProductionInput;

import type { FieldErrors } from '../../../shared/documentEditor';

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
  const result = productionInputSchema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors))
      errors[path] =
        issue.code === 'invalid_format' && path === 'date'
          ? t('validation:required')
          : validationMessage(issue, t);
  }
  return { ok: false, errors };
}
