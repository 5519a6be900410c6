import type { LookupOption } from '../forms';
import { programChoices, type HeaderControl } from './HeaderFields';

/** The lookups behind the header fields that every document kind with programs offers. */
export interface SharedHeaderLookups {
  accessiblePrograms: readonly LookupOption[];
  programs: readonly LookupOption[];
  vehicles: readonly LookupOption[];
  editorials: readonly LookupOption[];
  classifications: readonly LookupOption[];
  branches: readonly LookupOption[];
}

/** The header fields those lookups fill. */
type SharedHeaderField = 'programs' | 'vehicles' | 'editorials' | 'classification' | 'branch';

/** The values of those fields, under the same keys in every kind. */
export interface SharedHeaderValues {
  programsIds: number[];
  vehiclesIds: number[];
  editorialsIds: number[];
  classificationId: number | null;
  branchId: number | null;
}

/**
 * The header controls of programs (accessible ones, plus those already chosen), vehicles,
 * editorials, classification and branch, as assignments and news reports share them;
 * `drawerLabel` is what an empty programs field says (the document stays in the drawer).
 */
export function sharedHeaderControls<E extends SharedHeaderValues>(
  lookups: SharedHeaderLookups,
  value: E,
  drawerLabel: string,
) {
  return {
    programs: {
      type: 'lookups',
      key: 'programsIds',
      options: programChoices(lookups.accessiblePrograms, lookups.programs, value.programsIds),
      placeholder: drawerLabel,
    },
    vehicles: { type: 'lookups', key: 'vehiclesIds', options: lookups.vehicles },
    editorials: { type: 'lookups', key: 'editorialsIds', options: lookups.editorials },
    classification: { type: 'lookup', key: 'classificationId', options: lookups.classifications },
    branch: { type: 'lookup', key: 'branchId', options: lookups.branches },
  } satisfies Record<SharedHeaderField, HeaderControl<SharedHeaderValues>> as unknown as Record<
    SharedHeaderField,
    HeaderControl<E>
  >;
}
