import type { z } from 'zod';
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
} from '@newsroom/domain';

/**
 * The five company-data admin pages as configurations of one generic page: which call, which
 * topic, which columns and which form fields. Labels come from the entity's own i18n
 * namespace (`type:title`, `type:columns.abbreviation`, `type:inUse`...).
 */

/** The admin keys served by the generic lookup page. */
export const LOOKUP_AREAS = [
  'types',
  'vehicles',
  'editorials',
  'classifications',
  'branches',
] as const;
/** One of them. */
export type LookupArea = (typeof LOOKUP_AREAS)[number];

/** Every record the page lists has these. */
export interface LookupRecord {
  id: number;
  name: string;
  version: number;
}

/** How a column shows its value. */
export type LookupCellKind = 'text' | 'typeTag' | 'colour' | 'vehicleKind';
/** How a form field edits its value. */
export type LookupFieldKind = 'text' | 'abbreviation' | 'colour' | 'vehicleKind' | 'url';

/** One column of the table (the name column and the actions come first and last by themselves). */
export interface LookupColumn {
  /** Field of the record shown. */
  field: string;
  kind: LookupCellKind;
  width?: number;
}

/** One field of the form. */
export interface LookupField {
  /** Field of the input (and of the record it starts from). */
  field: string;
  kind: LookupFieldKind;
  /** Default of a new record. */
  initial: string | undefined;
}

/** One entity's page. */
export interface LookupPageConfig {
  /** The admin menu key. */
  area: LookupArea;
  /** Real-time entity, message-key namespace and test-id suffix. */
  entity: 'type' | 'vehicle' | 'editorial' | 'classification' | 'branch';
  /** Path under /api. */
  path: string;
  topic: Topic;
  /** The answer's schema. */
  recordSchema: z.ZodType<LookupRecord>;
  /** The input schema (field rules in the form come from its shape). */
  inputSchema: z.ZodObject;
  columns: LookupColumn[];
  fields: LookupField[];
}

const nameField: LookupField = { field: 'name', kind: 'text', initial: '' };

/** Configurations by admin key. */
export const LOOKUP_PAGES: Record<LookupArea, LookupPageConfig> = {
  types: {
    area: 'types',
    entity: 'type',
    path: 'types',
    topic: 'company_data',
    recordSchema: documentTypeSchema,
    inputSchema: documentTypeInputSchema,
    columns: [
      { field: 'abbreviation', kind: 'typeTag', width: 160 },
      { field: 'color', kind: 'colour', width: 180 },
    ],
    fields: [
      nameField,
      { field: 'abbreviation', kind: 'abbreviation', initial: '' },
      { field: 'color', kind: 'colour', initial: 'blue' },
    ],
  },
  vehicles: {
    area: 'vehicles',
    entity: 'vehicle',
    path: 'vehicles',
    topic: 'company_data',
    recordSchema: vehicleSchema,
    inputSchema: vehicleInputSchema,
    columns: [{ field: 'type', kind: 'vehicleKind', width: 220 }],
    fields: [nameField, { field: 'type', kind: 'vehicleKind', initial: 'TV' }],
  },
  editorials: {
    area: 'editorials',
    entity: 'editorial',
    path: 'editorials',
    topic: 'company_data',
    recordSchema: editorialSchema,
    inputSchema: editorialInputSchema,
    columns: [],
    fields: [nameField],
  },
  classifications: {
    area: 'classifications',
    entity: 'classification',
    path: 'classifications',
    topic: 'company_data',
    recordSchema: classificationSchema,
    inputSchema: classificationInputSchema,
    columns: [],
    fields: [nameField],
  },
  branches: {
    area: 'branches',
    entity: 'branch',
    path: 'branches',
    topic: 'branches',
    recordSchema: branchSchema,
    inputSchema: branchInputSchema,
    columns: [{ field: 'address', kind: 'text' }],
    fields: [nameField, { field: 'address', kind: 'url', initial: 'http://' }],
  },
};

/** Whether an admin key is served by the lookup page. */
export function isLookupArea(area: string): area is LookupArea {
  return (LOOKUP_AREAS as readonly string[]).includes(area);
}

/** The form's starting values: the record's, or each field's default for a new one. */
export function initialFormValues(
  config: LookupPageConfig,
  record: LookupRecord | null,
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  const source = record as (LookupRecord & Record<string, unknown>) | null;
  for (const field of config.fields) {
    const current = source?.[field.field];
    values[field.field] = typeof current === 'string' ? current : field.initial;
  }
  return values;
}

/** The body of a save: the form's values trimmed (the server validates and normalises again). */
export function toLookupInput(
  config: LookupPageConfig,
  values: Record<string, unknown>,
): Record<string, string> {
  const input: Record<string, string> = {};
  for (const field of config.fields) {
    const raw = values[field.field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    input[field.field] = field.kind === 'abbreviation' ? text.toUpperCase() : text;
  }
  return input;
}
