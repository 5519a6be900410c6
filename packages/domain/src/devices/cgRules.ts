import { DEVICE_RULES, fitsFieldSize, type DeviceTemplateField } from './device';

/**
 * Rules of CGs filled from a device template (spec 1 §5, spec 2 §5): a CG that names a template
 * (by its code, the template number, or by its name) must use a template of the program's CG
 * device, each of its fields must be a field of that template, and each value must fit the
 * template field's size. Also how a CG's values are laid out by field number for the
 * intelligent-interface (II) protocol.
 */

/** A template as the rules need it: its number, name and numbered fields. */
export interface CgTemplateRef {
  number: number;
  name: string;
  fields: readonly DeviceTemplateField[];
}

/** A field of a CG as stories and news reports store it; `number` only when the shape has it. */
export interface CgFieldLike {
  name: string;
  value: string;
  number?: number;
}

/** A CG as stories (code, templateName, cgFields) and news reports (ciiData) store it. */
export interface CgLike {
  code: string;
  templateName: string;
  fields: readonly CgFieldLike[];
}

/** One broken rule of a CG: the rule's message key, and the field it is about (when one). */
export interface CgViolation {
  key: typeof DEVICE_RULES.templateNotOfProgramDevice | typeof DEVICE_RULES.fieldTooLong;
  /** Index of the CG field at fault; null when the template itself is not of the device. */
  fieldIndex: number | null;
  /** The template field's size, for fieldTooLong. */
  size?: number;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('pt-BR');

/** Whether a CG names a template at all (a code or a template name that is not blank). */
export function namesTemplate(cg: Pick<CgLike, 'code' | 'templateName'>): boolean {
  return cg.code.trim() !== '' || cg.templateName.trim() !== '';
}

/** The template number a CG code stands for ("10" → 10); null when the code is not a number. */
export function templateNumberOf(code: string): number | null {
  const trimmed = code.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The template a CG uses among `templates`: by its code (the template number) when it has one,
 * otherwise by its name (case-insensitive); null when none matches.
 */
export function findCgTemplate<T extends CgTemplateRef>(
  templates: readonly T[],
  cg: Pick<CgLike, 'code' | 'templateName'>,
): T | null {
  if (cg.code.trim() !== '') {
    const number = templateNumberOf(cg.code);
    return number === null ? null : (templates.find((t) => t.number === number) ?? null);
  }
  const name = fold(cg.templateName);
  if (name === '') return null;
  return templates.find((t) => fold(t.name) === name) ?? null;
}

/**
 * The template field each CG field fills, in the CG's order (null for a field the template does
 * not have): by `number` when the CG field carries one (> 0) that the template has, otherwise by
 * name (case-insensitive), each template field used once.
 */
export function matchCgFields(
  template: CgTemplateRef,
  fields: readonly CgFieldLike[],
): (DeviceTemplateField | null)[] {
  const used = new Set<DeviceTemplateField>();
  return fields.map((field) => {
    const byNumber =
      field.number !== undefined && field.number > 0
        ? template.fields.find((f) => f.number === field.number && !used.has(f))
        : undefined;
    const match =
      byNumber ?? template.fields.find((f) => !used.has(f) && fold(f.name) === fold(field.name));
    if (!match) return null;
    used.add(match);
    return match;
  });
}

/**
 * What is wrong with one CG against the templates of the program's CG device: nothing when it
 * names no template; templateNotOfProgramDevice when its template is not one of them, or one of
 * its fields is not a field of that template; fieldTooLong for each value over its field's size.
 */
export function cgViolations(cg: CgLike, templates: readonly CgTemplateRef[]): CgViolation[] {
  if (!namesTemplate(cg)) return [];
  const template = findCgTemplate(templates, cg);
  if (!template) return [{ key: 'device:templateNotOfProgramDevice', fieldIndex: null }];
  const violations: CgViolation[] = [];
  matchCgFields(template, cg.fields).forEach((match, index) => {
    if (!match) violations.push({ key: 'device:templateNotOfProgramDevice', fieldIndex: index });
    else if (!fitsFieldSize(cg.fields[index]!.value, match.size))
      violations.push({ key: 'device:fieldTooLong', fieldIndex: index, size: match.size });
  });
  return violations;
}

/** A broken CG rule located in a document: the rule's key, the field path and its values. */
export interface LocatedCgViolation {
  key: CgViolation['key'];
  field: string;
  params?: { count: number };
}

function locate(
  base: string,
  paths: { template: string; fields: string },
  violation: CgViolation,
): LocatedCgViolation {
  if (violation.fieldIndex === null)
    return { key: violation.key, field: `${base}.${paths.template}` };
  const at = `${base}.${paths.fields}.${violation.fieldIndex}`;
  return violation.key === 'device:fieldTooLong'
    ? { key: violation.key, field: `${at}.value`, params: { count: violation.size ?? 0 } }
    : { key: violation.key, field: `${at}.name` };
}

/** The subsection shape of a story the rules read. */
interface StoryCgSubsection {
  type: string;
  code: string;
  templateName: string;
  cgFields: readonly { name: string; value: string }[];
}

/** A story subsection that is a CG (CG or MOS_CG). */
export const isCgSubsection = (sub: { type: string }) => sub.type === 'CG' || sub.type === 'MOS_CG';

/**
 * The CG rules over a story's sections (paths as sent: `sections.0.subSections.2.code` for a
 * template not of the device, `….cgFields.1.value` for a value too long).
 */
export function storyCgViolations(
  sections: readonly { subSections: readonly StoryCgSubsection[] }[],
  templates: readonly CgTemplateRef[],
): LocatedCgViolation[] {
  return sections.flatMap((section, s) =>
    section.subSections.flatMap((sub, u) =>
      isCgSubsection(sub)
        ? cgViolations(
            { code: sub.code, templateName: sub.templateName, fields: sub.cgFields },
            templates,
          ).map((v) =>
            locate(`sections.${s}.subSections.${u}`, { template: 'code', fields: 'cgFields' }, v),
          )
        : [],
    ),
  );
}

/** The news report CG shape the rules read (its II data). */
interface NewsReportCgLike {
  ciiData: {
    templateCode: string;
    templateName: string;
    fields: readonly CgFieldLike[];
  } | null;
}

/**
 * The CG rules over a news report's CGs (paths `cgs.0.ciiData.templateCode`,
 * `cgs.0.ciiData.fields.1.value`).
 */
export function newsReportCgViolations(
  cgs: readonly NewsReportCgLike[],
  templates: readonly CgTemplateRef[],
): LocatedCgViolation[] {
  return cgs.flatMap((cg, c) => {
    if (!cg.ciiData) return [];
    const { templateCode, templateName, fields } = cg.ciiData;
    return cgViolations({ code: templateCode, templateName, fields }, templates).map((v) =>
      locate(`cgs.${c}.ciiData`, { template: 'templateCode', fields: 'fields' }, v),
    );
  });
}

/**
 * The values of a CG by field number for the II protocol: index n − 1 holds field n's value,
 * fields the CG does not fill are empty. With the template, numbers come from the template's
 * fields; without it (or for a field the template lacks), a field's number is its position.
 */
export function cgValuesByNumber(
  template: CgTemplateRef | null,
  fields: readonly CgFieldLike[],
): string[] {
  const matches = template ? matchCgFields(template, fields) : fields.map(() => null);
  const byNumber = new Map<number, string>();
  fields.forEach((field, index) => {
    const number = matches[index]?.number ?? index + 1;
    if (number > 0 && !byNumber.has(number)) byNumber.set(number, field.value);
  });
  const last = Math.max(0, ...byNumber.keys());
  return Array.from({ length: last }, (_, i) => byNumber.get(i + 1) ?? '');
}
