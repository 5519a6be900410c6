import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  deviceTemplateSchema,
  findCgTemplate,
  matchCgFields,
  type CgField,
  type DeviceTemplate,
  type Subsection,
} from '@newsroom/domain';
import { apiRequest, isApiError } from '../../../shared/api';
import { newCgField, newSubsection } from './editableStory';

/**
 * The CG templates of a story's program (spec 1 §5 "a CG must use a template of the program's
 * CG device"): GET /api/programs/{id}/cg gives the device (404 while the program has none),
 * GET /api/devices/{id} its templates.
 */

const programDeviceSchema = z.object({ id: z.number().int() });

/** Query key of a program's CG templates. */
export const cgTemplatesKey = (programId: number) =>
  ['stories', 'program', programId, 'cg'] as const;

/** The templates of a program's CG device, by number; none when the program has no CG device. */
export async function fetchProgramCgTemplates(programId: number): Promise<DeviceTemplate[]> {
  let deviceId: number;
  try {
    deviceId = (await apiRequest(`/api/programs/${programId}/cg`, { schema: programDeviceSchema }))
      .id;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
  const templates = await apiRequest(`/api/devices/${deviceId}/templates`, {
    schema: deviceTemplateSchema.array(),
  });
  return [...templates].sort((a, b) => a.number - b.number);
}

/** The program's CG templates (none for a story without a program). */
export function useProgramCgTemplates(programId: number | null): DeviceTemplate[] {
  const query = useQuery({
    queryKey: cgTemplatesKey(programId ?? 0),
    queryFn: () => fetchProgramCgTemplates(programId ?? 0),
    enabled: programId !== null,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return query.data ?? [];
}

/** A new CG subsection filled from a template: its code, name and one empty value per field. */
export function cgFromTemplate(template: DeviceTemplate): Subsection {
  return {
    ...newSubsection('CG', null),
    code: String(template.number),
    templateName: template.name,
    cgFields: [...template.fields]
      .sort((a, b) => a.number - b.number)
      .map((field) => ({ ...newCgField(), name: field.name, size: field.size })),
  };
}

/** The template a CG subsection uses among the program's, or null (free-form or unknown). */
export function templateOf(
  templates: readonly DeviceTemplate[],
  sub: Pick<Subsection, 'code' | 'templateName'>,
): DeviceTemplate | null {
  return findCgTemplate(templates, sub);
}

/**
 * The CG's fields with each size taken from its template field (the template decides the
 * limit, spec 2 §5); fields the template lacks keep theirs.
 */
export function withTemplateSizes(template: DeviceTemplate, fields: readonly CgField[]): CgField[] {
  const matches = matchCgFields(template, fields);
  return fields.map((field, index) => {
    const match = matches[index];
    return match ? { ...field, size: match.size } : field;
  });
}
