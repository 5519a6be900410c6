import {
  defaultNotMemberField,
  normalizeTimeOfDay,
  type Program,
  type ProgramInput,
} from '@newsroom/domain';
import { displayTimeOfDay } from './timeOfDay';

/** What the program form edits. */
export interface ProgramFormValues {
  name: string;
  start: string;
  end: string;
  enabled: boolean;
  legacyMode: boolean;
  announcerIds: number[];
  presenterIds: number[];
  imageEditorIds: number[];
  defaultAnnouncerId: number | null;
  defaultPresenterId: number | null;
  groupIds: number[];
  /** The program's character generator (a CG device). */
  cgDeviceId: number | null;
  /** The program's playout (a PLAYOUT or TP device). */
  playoutDeviceId: number | null;
}

/** The form's starting values: a loaded program, or an enabled empty one. */
export function programFormValues(program: Program | null): ProgramFormValues {
  return {
    name: program?.name ?? '',
    start: program ? displayTimeOfDay(program.start) : '',
    end: program ? displayTimeOfDay(program.end) : '',
    enabled: program?.enabled ?? true,
    legacyMode: program?.legacyMode ?? false,
    announcerIds: program?.announcerIds ?? [],
    presenterIds: program?.presenterIds ?? [],
    imageEditorIds: program?.imageEditorIds ?? [],
    defaultAnnouncerId: program?.defaultAnnouncerId ?? null,
    defaultPresenterId: program?.defaultPresenterId ?? null,
    groupIds: program?.groupIds ?? [],
    cgDeviceId: program?.cgDeviceId ?? null,
    playoutDeviceId: program?.playoutDeviceId ?? null,
  };
}

/**
 * The defaults to clear after the people changed: a default announcer or presenter must stay
 * among the chosen ones (the server refuses otherwise with `program:defaultNotMember`).
 */
export function defaultsToClear(
  values: Pick<
    ProgramFormValues,
    'announcerIds' | 'presenterIds' | 'defaultAnnouncerId' | 'defaultPresenterId'
  >,
): Partial<Pick<ProgramFormValues, 'defaultAnnouncerId' | 'defaultPresenterId'>> {
  const clear: Partial<Pick<ProgramFormValues, 'defaultAnnouncerId' | 'defaultPresenterId'>> = {};
  if (
    values.defaultAnnouncerId !== null &&
    !values.announcerIds.includes(values.defaultAnnouncerId)
  )
    clear.defaultAnnouncerId = null;
  if (
    values.defaultPresenterId !== null &&
    !values.presenterIds.includes(values.defaultPresenterId)
  )
    clear.defaultPresenterId = null;
  return clear;
}

/** Whether a default is fine with the chosen people (the field rule before the server's). */
export function isDefaultValid(
  values: Pick<
    ProgramFormValues,
    'announcerIds' | 'presenterIds' | 'defaultAnnouncerId' | 'defaultPresenterId'
  >,
  field: 'defaultAnnouncerId' | 'defaultPresenterId',
): boolean {
  const wrong = defaultNotMemberField(values);
  return wrong === null || wrong !== field;
}

/** The body to send: trimmed name, times with seconds, the chosen devices. */
export function programInputOf(values: ProgramFormValues, program: Program | null): ProgramInput {
  return {
    ...values,
    name: values.name.trim(),
    start: normalizeTimeOfDay(values.start),
    end: normalizeTimeOfDay(values.end),
    defaultAnnouncerId: values.defaultAnnouncerId ?? null,
    defaultPresenterId: values.defaultPresenterId ?? null,
    // A form without the device pickers keeps the program's devices.
    cgDeviceId: values.cgDeviceId === undefined ? (program?.cgDeviceId ?? null) : values.cgDeviceId,
    playoutDeviceId:
      values.playoutDeviceId === undefined
        ? (program?.playoutDeviceId ?? null)
        : values.playoutDeviceId,
  };
}
