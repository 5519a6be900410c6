import type { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  branchInputSchema,
  branchSchema,
  classificationInputSchema,
  classificationSchema,
  documentTypeInputSchema,
  documentTypeSchema,
  editorialInputSchema,
  editorialSchema,
  vehicleInputSchema,
  vehicleSchema,
  type Topic,
  type VehicleKind,
} from '@newsroom/domain';
import {
  branches,
  classifications,
  documentTypes,
  editorials,
  vehicles,
} from '../../platform/db/schema';
import type { LookupRow, LookupTable } from './lookups.repository';

/**
 * One company-data entity served by the lookup route factory: where it lives, what an
 * administrator sends, what the API answers, which values must be unique and where its
 * events go. Types, vehicles, editorials, classifications and branches are five of these.
 */
export interface LookupDefinition<
  TInput extends z.ZodObject = z.ZodObject,
  TView extends z.ZodObject = z.ZodObject,
> {
  /** Entity name: real-time `entity`, audit entity type, usage-counter key and message-key prefix (`type:inUse`). */
  entity: string;
  /** Path under /api, e.g. `types`. */
  path: string;
  /** Real-time topic of its changes. */
  topic: Topic;
  /** OpenAPI tag. */
  tag: string;
  table: LookupTable;
  /** Body of create and update (update adds `version`). */
  inputSchema: TInput;
  /** What the API answers for one record. */
  viewSchema: TView;
  /** Input fields whose values are unique (case-insensitively), in the order a conflict is reported. */
  uniqueFields: readonly (keyof z.output<TInput> & string)[];
  /** Columns the list filter searches. */
  filterColumns: PgColumn[];
  /** A stored row as the API answers it. */
  present(row: LookupRow): z.output<TView>;
}

/** Builds a definition, keeping the presenter typed by the table's own row. */
function defineLookup<
  TInput extends z.ZodObject,
  TView extends z.ZodObject,
  TTable extends LookupTable,
>(definition: {
  entity: string;
  path: string;
  topic: Topic;
  tag: string;
  table: TTable;
  inputSchema: TInput;
  viewSchema: TView;
  uniqueFields: readonly (keyof z.output<TInput> & string)[];
  filterColumns: PgColumn[];
  present(row: TTable['$inferSelect']): z.output<TView>;
}): LookupDefinition<TInput, TView> {
  // The generic repository reads rows of the definition's own table, so the row is that table's.
  return { ...definition, present: (row) => definition.present(row as TTable['$inferSelect']) };
}

/** Document types: name, abbreviation and colour. */
export const typeLookup = defineLookup({
  entity: 'type',
  path: 'types',
  topic: 'company_data',
  tag: 'types',
  table: documentTypes,
  inputSchema: documentTypeInputSchema,
  viewSchema: documentTypeSchema,
  uniqueFields: ['name'],
  filterColumns: [documentTypes.name, documentTypes.abbreviation],
  present: (row) => ({
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    color: row.color,
    version: row.version,
  }),
});

/** Vehicles: name and media-company kind. */
export const vehicleLookup = defineLookup({
  entity: 'vehicle',
  path: 'vehicles',
  topic: 'company_data',
  tag: 'vehicles',
  table: vehicles,
  inputSchema: vehicleInputSchema,
  viewSchema: vehicleSchema,
  uniqueFields: ['name'],
  filterColumns: [vehicles.name, vehicles.type],
  present: (row) => ({
    id: row.id,
    name: row.name,
    type: row.type as VehicleKind,
    version: row.version,
  }),
});

/** Editorials (desks). */
export const editorialLookup = defineLookup({
  entity: 'editorial',
  path: 'editorials',
  topic: 'company_data',
  tag: 'editorials',
  table: editorials,
  inputSchema: editorialInputSchema,
  viewSchema: editorialSchema,
  uniqueFields: ['name'],
  filterColumns: [editorials.name],
  present: (row) => ({ id: row.id, name: row.name, version: row.version }),
});

/** Classifications of documents. */
export const classificationLookup = defineLookup({
  entity: 'classification',
  path: 'classifications',
  topic: 'company_data',
  tag: 'classifications',
  table: classifications,
  inputSchema: classificationInputSchema,
  viewSchema: classificationSchema,
  uniqueFields: ['name'],
  filterColumns: [classifications.name],
  present: (row) => ({ id: row.id, name: row.name, version: row.version }),
});

/** Remote branches: name and address, each unique (spec 1 §5). */
export const branchLookup = defineLookup({
  entity: 'branch',
  path: 'branches',
  topic: 'branches',
  tag: 'branches',
  table: branches,
  inputSchema: branchInputSchema,
  viewSchema: branchSchema,
  uniqueFields: ['name', 'address'],
  filterColumns: [branches.name, branches.address],
  present: (row) => ({ id: row.id, name: row.name, address: row.address, version: row.version }),
});

/** Every entity the lookup routes serve. */
export const LOOKUP_DEFINITIONS = [
  typeLookup,
  vehicleLookup,
  editorialLookup,
  classificationLookup,
  branchLookup,
] as const;
