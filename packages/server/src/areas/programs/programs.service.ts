import {
  accessiblePrograms,
  DEVICE_RULES,
  defaultNotMemberField,
  distinctIds,
  DomainError,
  isRestrictedProgram,
  normalizeTimeOfDay,
  PROGRAM_EVENT_ENTITIES,
  PROGRAM_RULES,
  ruleViolation,
  type FieldError,
  type Paged,
  type Program,
  type ProgramInput,
  type ProgramPerson,
  type ProgramSummary,
  type ProgramUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { recordWrites } from '../../platform/records/recordWrites';
import { emit } from '../../platform/realtime/outbox';
import { programsPolicy } from './programs.policy';
import { presentProgram, presentProgramSummary } from './programs.presenter';
import {
  programsRepository,
  type ProgramPeopleByRole,
  type ProgramValues,
} from './programs.repository';
import { notFound } from '../../platform/http/refusals';
import { usersRepository } from '../users/users.repository';

/** A program ready to store: trimmed, times with seconds, ids distinct. */
interface NormalizedProgram {
  values: ProgramValues;
  people: ProgramPeopleByRole;
  groupIds: number[];
}

function normalize(input: ProgramInput): NormalizedProgram {
  return {
    values: {
      name: input.name.trim(),
      start: normalizeTimeOfDay(input.start),
      end: normalizeTimeOfDay(input.end),
      enabled: input.enabled,
      legacyMode: input.legacyMode,
      defaultAnnouncerId: input.defaultAnnouncerId,
      defaultPresenterId: input.defaultPresenterId,
      cgDeviceId: input.cgDeviceId,
      playoutDeviceId: input.playoutDeviceId,
    },
    people: {
      announcer: distinctIds(input.announcerIds),
      presenter: distinctIds(input.presenterIds),
      image_editor: distinctIds(input.imageEditorIds),
    },
    groupIds: distinctIds(input.groupIds),
  };
}

/** 422 for a default outside its list, 409 for a taken name, 400 for unknown users or groups. */
async function checkInput(
  tx: Executor,
  input: ProgramInput,
  program: NormalizedProgram,
  exceptId: number | null,
): Promise<void> {
  const field = defaultNotMemberField(input);
  if (field) throw ruleViolation(PROGRAM_RULES.defaultNotMember, { field });
  if (await programsRepository.nameTaken(tx, program.values.name, exceptId)) {
    throw new DomainError('duplicate', 'error:duplicate', { field: 'name' });
  }
  const { people } = program;
  const users = new Set(
    await usersRepository.existingIds(
      tx,
      distinctIds([...people.announcer, ...people.presenter, ...people.image_editor]),
    ),
  );
  const groups = await programsRepository.existingGroupIds(tx, program.groupIds);
  const fields: FieldError[] = [];
  const check = (name: string, ids: number[], known: Set<number>) => {
    if (ids.some((id) => !known.has(id))) fields.push({ field: name, key: 'invalid' });
  };
  check('announcerIds', people.announcer, users);
  check('presenterIds', people.presenter, users);
  check('imageEditorIds', people.image_editor, users);
  check('groupIds', program.groupIds, groups);
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { fields });
  await checkDevices(tx, program.values);
}

/** The device types a program's CG and playout may be (spec 1 §5: "the program's CG device"). */
const PROGRAM_DEVICE_TYPES = {
  cgDeviceId: ['CG'],
  playoutDeviceId: ['PLAYOUT', 'TP'],
} as const;

/** 422 device:wrongType for a CG or playout device that is unknown or of another kind. */
async function checkDevices(tx: Executor, values: ProgramValues): Promise<void> {
  const chosen = (['cgDeviceId', 'playoutDeviceId'] as const).filter(
    (field) => values[field] !== null && values[field] !== undefined,
  );
  const types = await programsRepository.deviceTypes(
    tx,
    distinctIds(chosen.map((field) => values[field]!)),
  );
  for (const field of chosen) {
    const type = types.get(values[field]!);
    if (!type || !(PROGRAM_DEVICE_TYPES[field] as readonly string[]).includes(type))
      throw ruleViolation(DEVICE_RULES.wrongType, { field });
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Programs as the record kit writes them. A restricted program's event reaches only its
 * groups' members (the hub filters by audience), so outsiders never learn of it; administrators
 * outside the groups get a bare notice to reload their list; when the restriction changed,
 * whoever could see the program before gets a bare notice to reload what they may access.
 */
const programRecords = recordWrites<Program>({
  entity: 'program',
  async load(db, id) {
    const found = await programsRepository.findById(db, id);
    return found && presentProgram(found);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  inUse: (count) => ruleViolation(PROGRAM_RULES.hasContent, { count }),
  async publish({ tx, actor }, change) {
    const { action, view: program } = change;
    const isDelete = action === 'DELETE';
    const previousGroupIds = change.action === 'UPDATE' ? change.before.groupIds : null;
    await emit(tx, actor.sessionId, {
      topic: 'programs',
      action,
      entity: PROGRAM_EVENT_ENTITIES.program,
      id: program.id,
      data: isDelete ? { id: program.id } : program,
      version: isDelete ? null : program.version,
      audience: isRestrictedProgram(program) ? { programGroupIds: [...program.groupIds] } : null,
    });
    const wasRestricted = previousGroupIds !== null && previousGroupIds.length > 0;
    if (isRestrictedProgram(program) || wasRestricted) {
      await emit(tx, actor.sessionId, {
        topic: 'programs',
        action,
        entity: PROGRAM_EVENT_ENTITIES.restricted,
        id: program.id,
        data: { id: program.id },
        audience: { roles: ['ROLE_ADMIN_READ'] },
      });
    }
    if (previousGroupIds !== null && !sameIds(previousGroupIds, program.groupIds)) {
      await emit(tx, actor.sessionId, {
        topic: 'programs',
        action: 'UPDATE',
        entity: PROGRAM_EVENT_ENTITIES.access,
        id: program.id,
        data: { id: program.id },
        audience: wasRestricted ? { programGroupIds: [...previousGroupIds] } : null,
      });
    }
  },
});

/** Every program, for display (names and schedules; no people, no groups). */
export async function listPrograms(platform: Platform): Promise<ProgramSummary[]> {
  return (await programsRepository.all(platform.database.db)).map(presentProgramSummary);
}

/** The enabled programs the caller may work on (root: every enabled program). */
export async function listAccessiblePrograms(
  platform: Platform,
  actor: Actor,
): Promise<ProgramSummary[]> {
  const all = (await programsRepository.all(platform.database.db)).map((found) => ({
    ...found,
    enabled: found.program.enabled,
  }));
  return accessiblePrograms(all, actor).map(presentProgramSummary);
}

/** A page of programs in full (administration). */
export async function pagePrograms(
  platform: Platform,
  query: { filter: string; page: number; size: number },
): Promise<Paged<Program>> {
  const { rows, total } = await programsRepository.page(platform.database.db, query);
  return { data: rows.map(presentProgram), page: query.page, size: query.size, total };
}

/** A program the caller may see in full; 404 otherwise (a restricted program is not revealed). */
export async function loadProgram(platform: Platform, actor: Actor, id: number): Promise<Program> {
  const found = await programsRepository.findById(platform.database.db, id);
  if (!found || !programsPolicy.canSee(actor, found)) throw notFound();
  return presentProgram(found);
}

/** Which people list of a program. */
export type ProgramPeopleList = 'editors' | 'imageEditors' | 'presenters';

/**
 * People of a program: its presenters or image editors; its editors are the editors of its
 * groups (of every group when it is open to everyone).
 */
export async function listProgramPeople(
  platform: Platform,
  actor: Actor,
  id: number,
  list: ProgramPeopleList,
): Promise<ProgramPerson[]> {
  const program = await loadProgram(platform, actor, id);
  const db = platform.database.db;
  switch (list) {
    case 'editors':
      return programsRepository.editorsOf(db, program.groupIds);
    case 'imageEditors':
      return programsRepository.peopleOf(db, id, 'image_editor');
    case 'presenters':
      return programsRepository.peopleOf(db, id, 'presenter');
  }
}

/** A program's CG or playout device id; 404 while none is set (devices arrive with MOS). */
export async function programDevice(
  platform: Platform,
  actor: Actor,
  id: number,
  kind: 'cg' | 'playout',
): Promise<{ id: number }> {
  const program = await loadProgram(platform, actor, id);
  const deviceId = kind === 'cg' ? program.cgDeviceId : program.playoutDeviceId;
  if (deviceId === null) throw notFound();
  return { id: deviceId };
}

/** Creates a program. */
export async function createProgram(
  platform: Platform,
  actor: Actor,
  input: ProgramInput,
): Promise<Program> {
  const normalized = normalize(input);
  return programRecords.create(platform, actor, async (tx) => {
    await checkInput(tx, input, normalized, null);
    const row = await programsRepository.insert(tx, normalized.values);
    await programsRepository.replaceRelations(tx, row.id, normalized.people, normalized.groupIds);
    return { id: row.id };
  });
}

/** Replaces a program when the version matches. */
export async function updateProgram(
  platform: Platform,
  actor: Actor,
  id: number,
  input: ProgramUpdate,
): Promise<Program> {
  const normalized = normalize(input);
  return programRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await checkInput(tx, input, normalized, id);
    await atVersion(
      await programsRepository.updateAtVersion(tx, id, input.version, normalized.values),
    );
    await programsRepository.replaceRelations(tx, id, normalized.people, normalized.groupIds);
  });
}

/**
 * Deletes a program without content. Content (stories, rundowns...) is counted by the areas
 * that hold it (their manifests' `usageCounters.program`); a program with content can only be disabled.
 */
export async function deleteProgram(platform: Platform, actor: Actor, id: number): Promise<void> {
  await programRecords.remove(platform, actor, id, (tx) => programsRepository.delete(tx, id));
}
