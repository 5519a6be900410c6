import type { TFunction } from 'i18next';
import {
  headerRows,
  isTextVehicle,
  newSection,
  newsReportInputSchema,
  timeSections,
  type DocumentConfig,
  type NewsReport,
  type NewsReportCg,
  type NewsReportConfig,
  type NewsReportInput,
  type NewsReportSection,
  type NewsReportSectionType,
  type VehicleKind,
} from '@newsroom/domain';
import { newClientId } from '../../../shared/forms';
import { validateAgainst } from '../../../shared/documents/validateAgainst';

/**
 * What the news report editor edits: the POST body, with the reporter still optional (required at
 * save, spec 2 §5) and sections and CGs in their stored shape (indexes and computed durations).
 */
export type EditableNewsReport = Omit<NewsReportInput, 'reporterId' | 'sections' | 'cgs'> & {
  reporterId: number | null;
  sections: NewsReportSection[];
  cgs: NewsReportCg[];
};

/** A CG field of an II template. */
export type CgField = NonNullable<NewsReportCg['ciiData']>['fields'][number];

/** The optional text blocks (spec 2 §2), hidden until added. */
export const OPTIONAL_BLOCKS = [
  'teaser',
  'headingSuggestion',
  'noteSuggestion',
  'information',
] as const;
/** One optional block. */
export type OptionalBlock = (typeof OPTIONAL_BLOCKS)[number];

/** A blank news report for `date`, written by `reporterId` when the user is a reporter. */
export function emptyNewsReport(date: string, reporterId: number | null): EditableNewsReport {
  return {
    slug: '',
    date,
    state: 'PRODUCING',
    branchId: null,
    reporterId,
    editorId: null,
    programsIds: [],
    editorialsIds: [],
    vehiclesIds: [],
    classificationId: null,
    cameraman: '',
    lead: '',
    text: '',
    teaser: '',
    headingSuggestion: '',
    noteSuggestion: '',
    information: '',
    tv: true,
    radio: false,
    sections: [],
    cgs: [],
  };
}

/** The editable fields of a loaded news report. */
export function toEditable(report: NewsReport): EditableNewsReport {
  return {
    slug: report.slug,
    date: report.date,
    state: report.state,
    branchId: report.branchId,
    reporterId: report.reporterId,
    editorId: report.editorId,
    programsIds: report.programsIds,
    editorialsIds: report.editorialsIds,
    vehiclesIds: report.vehiclesIds,
    classificationId: report.classificationId,
    cameraman: report.cameraman,
    lead: report.lead,
    text: report.text,
    teaser: report.teaser,
    headingSuggestion: report.headingSuggestion,
    noteSuggestion: report.noteSuggestion,
    information: report.information,
    tv: report.tv,
    radio: report.radio,
    sections: report.sections,
    cgs: report.cgs,
  };
}

/** The body the server takes (sections and CGs without their indexes: their order is the index). */
export function toInputBody(value: EditableNewsReport): unknown {
  return {
    ...value,
    sections: value.sections.map(({ index: _index, ...section }) => section),
    cgs: value.cgs.map(({ index: _index, ...cg }) => cg),
  };
}

import type { FieldErrors } from '../../../shared/documentEditor';

export type { FieldErrors };

/**
 * Checks the news report against the domain schema (spec 2 §5: date and reporter required, slug
 * required and at most 100, cameraman at most 60); the parsed body on success.
 */
export function validateNewsReport(
  value: EditableNewsReport,
  t: TFunction,
): { ok: true; data: NewsReportInput } | { ok: false; errors: FieldErrors } {
  return validateAgainst(newsReportInputSchema, toInputBody(value), t, ['reporterId']);
}

/** The reporter's read rate in seconds per character (the news_report config, spec 2 §5). */
export function readRateOf(config: NewsReportConfig, reporterId: number | null): number {
  if (reporterId === null) return config.defaultReadRate;
  return config.readRates[String(reporterId)] ?? config.defaultReadRate;
}

/** The news report with its sections renumbered and timed at `readRate`. */
export function retimed(value: EditableNewsReport, readRate: number): EditableNewsReport {
  return { ...value, sections: timeSections(value.sections, readRate) };
}

/** The sections with a new one of `type` at the end (interview starts manual). */
export function withNewSection(
  sections: readonly NewsReportSection[],
  type: NewsReportSectionType,
): NewsReportSection[] {
  return [...sections, newSection(type, newClientId(), sections.length)];
}

/** A blank II CG (template name, code, comment, no fields yet). */
export function newCg(): NewsReportCg {
  return {
    uuid: newClientId(),
    index: 0,
    deviceId: null,
    ciiData: { templateCode: '', templateName: '', comment: '', fields: [] },
    mosData: null,
  };
}

/** A blank CG field (size 0 = unlimited). */
export function newCgField(number: number): CgField {
  return { uuid: newClientId(), name: '', number, size: 0, value: '' };
}

/** A copy of a CG with new ids for it and its fields (spec 2 §4). */
export function duplicateCg(cg: NewsReportCg): NewsReportCg {
  return {
    ...cg,
    uuid: newClientId(),
    ciiData: cg.ciiData
      ? { ...cg.ciiData, fields: cg.ciiData.fields.map((f) => ({ ...f, uuid: newClientId() })) }
      : null,
    mosData: cg.mosData ? { ...cg.mosData } : null,
  };
}

/** Only II CGs are edited with the template form; anything else is `reportage:editCgInvalid`. */
export function isEditableCg(cg: NewsReportCg): boolean {
  return cg.ciiData !== null && cg.mosData === null;
}

/** `items` renumbered from 0 in their order. */
export function reindexed<T extends { index: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, index }));
}

/** Header fields of the editor, in screen order. */
export type HeaderField =
  | 'date'
  | 'slug'
  | 'reporter'
  | 'programs'
  | 'vehicles'
  | 'editor'
  | 'cameraman'
  | 'classification'
  | 'editorials'
  | 'branch';

/**
 * The header fields the configuration enables (spec 2 §2, §3: news report vehicles, editor,
 * cameraman, classification, editorials; document branch).
 */
export function headerFieldsFor(
  config: NewsReportConfig,
  documentConfig: DocumentConfig,
): HeaderField[] {
  const fields: (HeaderField | false)[] = [
    'date',
    'slug',
    'reporter',
    'programs',
    config.vehiclesEnabled && 'vehicles',
    config.editorEnabled && 'editor',
    config.cameramanEnabled && 'cameraman',
    config.classificationEnabled && 'classification',
    config.editorialsEnabled && 'editorials',
    documentConfig.branchEnabled && 'branch',
  ];
  return fields.filter((field): field is HeaderField => field !== false);
}

/** How the header lays out `fieldCount` fields: rows (spec 2 §9: 5 and 9) and the 24-unit column span. */
export function headerLayout(fieldCount: number): { rows: 1 | 2 | 3; span: number } {
  const rows = headerRows(fieldCount);
  const perRow = Math.max(1, Math.ceil(fieldCount / rows));
  return { rows, span: Math.max(3, Math.floor(24 / perRow)) };
}

/** Whether a chosen vehicle is a text vehicle, which shows the lead (spec 2 §2). */
export function showsLead(
  vehiclesIds: readonly number[],
  vehicles: readonly { id: number; type: VehicleKind }[],
): boolean {
  return vehicles.some(
    (vehicle) => vehiclesIds.includes(vehicle.id) && isTextVehicle(vehicle.type),
  );
}

/** Upper case, or lower case when already all upper case (the blocks' case toggle). */
export function toggledCase(text: string): string {
  return text === text.toUpperCase() ? text.toLowerCase() : text.toUpperCase();
}

/** The drag data type of an item dropped from a device's browser (CG templates, clips…). */
export const DEVICE_ITEM_MIME = 'application/x-newsroom-device-item';

/**
 * A CG made from an item dropped from a device: only CG items are accepted (null otherwise, the
 * editor warns `reportage:onlyCgAllowed`, spec 2 §5).
 */
export function cgFromDeviceItem(raw: string, deviceId: number | null = null): NewsReportCg | null {
  let item: unknown;
  try {
    item = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  if (record.itemType !== 'CG') return null;
  const cg = newCg();
  const fields = Array.isArray(record.fields) ? record.fields : [];
  return {
    ...cg,
    deviceId,
    ciiData: {
      templateCode: typeof record.templateCode === 'string' ? record.templateCode : '',
      templateName: typeof record.templateName === 'string' ? record.templateName : '',
      comment: '',
      fields: fields.map((field: unknown, position) => {
        const f = (typeof field === 'object' && field !== null ? field : {}) as Record<
          string,
          unknown
        >;
        return {
          ...newCgField(position + 1),
          name: typeof f.name === 'string' ? f.name : '',
          size: typeof f.size === 'number' && f.size > 0 ? Math.floor(f.size) : 0,
        };
      }),
    },
  };
}
