import {
  pagedSchema,
  programSchema,
  programSummarySchema,
  summarizeProgram,
  type Program,
  type ProgramSummary,
} from '@newsroom/domain';
import type { ProgramWithRelations } from './programs.repository';

/** A program in full (also the data of `program` events). */
export function presentProgram({ program, people, groupIds }: ProgramWithRelations): Program {
  return {
    id: program.id,
    name: program.name,
    start: program.start,
    end: program.end,
    enabled: program.enabled,
    legacyMode: program.legacyMode,
    announcerIds: [...people.announcer],
    presenterIds: [...people.presenter],
    imageEditorIds: [...people.image_editor],
    defaultAnnouncerId: program.defaultAnnouncerId,
    defaultPresenterId: program.defaultPresenterId,
    groupIds: [...groupIds],
    cgDeviceId: program.cgDeviceId,
    playoutDeviceId: program.playoutDeviceId,
    version: program.version,
  };
}

/** A program for display and selection: no people, no groups. */
export function presentProgramSummary(found: ProgramWithRelations): ProgramSummary {
  return summarizeProgram(presentProgram(found));
}

/** Answer of GET /api/programs/filter. */
export const programPageSchema = pagedSchema(programSchema);
/** Answer of GET /api/programs and /accessible. */
export const programSummariesSchema = programSummarySchema.array();
