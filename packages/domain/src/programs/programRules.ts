import { canAccessProgram } from '../auth/roles';
import type { Program, ProgramInput, ProgramSummary } from './program';

/**
 * Rules of programs, shared by the server (which refuses) and the form (which warns first).
 * The group restriction itself is `canAccessProgram` in auth/roles.
 */

/** The people fields the default-member rule reads. */
type DefaultsInput = Pick<
  ProgramInput,
  'announcerIds' | 'presenterIds' | 'defaultAnnouncerId' | 'defaultPresenterId'
>;

/**
 * The first default (announcer, then presenter) that is not among the program's announcers or
 * presenters, or null when both are empty or members.
 */
export function defaultNotMemberField(
  program: DefaultsInput,
): 'defaultAnnouncerId' | 'defaultPresenterId' | null {
  if (
    program.defaultAnnouncerId !== null &&
    !program.announcerIds.includes(program.defaultAnnouncerId)
  ) {
    return 'defaultAnnouncerId';
  }
  if (
    program.defaultPresenterId !== null &&
    !program.presenterIds.includes(program.defaultPresenterId)
  ) {
    return 'defaultPresenterId';
  }
  return null;
}

/** Whether a program is open only to members of its groups. */
export function isRestrictedProgram(program: { groupIds: readonly number[] }): boolean {
  return program.groupIds.length > 0;
}

/**
 * The programs a user may work on (the "accessible" list used for selection, spec 1 §6):
 * enabled, and open to the user by the group restriction; root sees every enabled program.
 */
export function accessiblePrograms<T extends { enabled: boolean; groupIds: readonly number[] }>(
  programs: readonly T[],
  viewer: { isRoot: boolean; groupIds: readonly number[] },
): T[] {
  return programs.filter((program) => program.enabled && canAccessProgram(viewer, program));
}

/** The display summary of a full program. */
export function summarizeProgram(program: Program): ProgramSummary {
  return {
    id: program.id,
    name: program.name,
    start: program.start,
    end: program.end,
    enabled: program.enabled,
    legacyMode: program.legacyMode,
    isRestricted: isRestrictedProgram(program),
  };
}
