import {
  DomainError,
  ruleViolation,
  type Paged,
  type Team,
  type TeamChangeInput,
  type TeamDetail,
  type TeamInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import { presentChange, presentTeam, presentTeamDetail } from './teams.presenter';
import { teamsRepository, type TeamRow } from './teams.repository';
import { notFound } from '../../platform/http/refusals';

/** Teams: regular members and a schedule of one-day and forward changes. */

const duplicateName = () => new DomainError('duplicate', 'error:duplicate', { field: 'name' });

/** Presents teams with their members in two queries. */
async function presentTeams(db: Executor, rows: readonly TeamRow[]): Promise<Team[]> {
  const members = await teamsRepository.membersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentTeam(row, members.get(row.id) ?? []));
}

async function loadTeam(db: Executor, id: number): Promise<Team> {
  const row = await teamsRepository.findById(db, id);
  if (!row) throw notFound();
  const [team] = await presentTeams(db, [row]);
  return team!;
}

/** Refuses members that are not active users (400 on `memberIds`). */
async function checkMembers(db: Executor, memberIds: readonly number[]): Promise<void> {
  const active = await teamsRepository.activeUserIds(db, memberIds);
  if (memberIds.some((id) => !active.has(id))) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'memberIds', key: 'invalid' }],
    });
  }
}

/** Runs a write, turning a unique-name race into a 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error)) throw duplicateName();
    throw error;
  }
}

/** Every active team, by name (selects, the remote bundle). */
export async function listTeams(platform: Platform): Promise<Team[]> {
  const db = platform.database.db;
  return presentTeams(db, await teamsRepository.listActive(db));
}

/** A page of teams whose name matches the filter. */
export async function filterTeams(
  platform: Platform,
  query: { filter: string; page: number; size: number },
): Promise<Paged<Team>> {
  const db = platform.database.db;
  const { rows, total } = await teamsRepository.page(db, query);
  return { data: await presentTeams(db, rows), page: query.page, size: query.size, total };
}

/** A team with its schedule and, for a date, who is on it that day. */
export async function getTeamDetail(
  db: Executor,
  id: number,
  date: string | null,
): Promise<TeamDetail> {
  const team = await loadTeam(db, id);
  const rows = await teamsRepository.changesOf(db, id);
  const nicknames = await teamsRepository.nicknames(db, [
    ...team.memberIds,
    ...rows.flatMap((row) => row.memberIds),
  ]);
  const changes = rows.map((row) => presentChange(row, nicknames));
  return presentTeamDetail(team, changes, date, nicknames);
}

/** Creates a team; a name held by a removed team brings that team back (same id). */
export async function createTeam(
  platform: Platform,
  actor: Actor,
  input: TeamInput,
): Promise<Team> {
  return guardName(() =>
    platform.database.db.transaction(async (tx) => {
      const owner = await teamsRepository.nameOwner(tx, input.name, null);
      if (owner && !owner.excluded) throw duplicateName();
      await checkMembers(tx, input.memberIds);
      const row = owner
        ? await teamsRepository.revive(tx, owner.id, input.name)
        : await teamsRepository.insert(tx, input.name);
      await teamsRepository.setMembers(tx, row.id, input.memberIds);
      const team = await loadTeam(tx, row.id);
      await recordAudit(tx, actor, {
        action: 'CREATE',
        entityType: 'team',
        entityId: row.id,
        label: row.name,
        details: { values: input, ...(owner ? { revived: true } : {}) },
      });
      await emit(tx, actor.sessionId, {
        topic: 'teams',
        action: 'CREATE',
        entity: 'team',
        id: row.id,
        data: team,
        version: team.version,
      });
      return team;
    }),
  );
}

/** Renames a team and replaces its regular members, at the version the caller loaded. */
export async function updateTeam(
  platform: Platform,
  actor: Actor,
  id: number,
  input: TeamInput,
  version: number,
): Promise<Team> {
  return guardName(() =>
    platform.database.db.transaction(async (tx) => {
      const before = await loadTeam(tx, id);
      const owner = await teamsRepository.nameOwner(tx, input.name, id);
      if (owner)
        throw new DomainError(
          'duplicate',
          'error:duplicate',
          owner.excluded ? { field: 'name', isExcluded: true } : { field: 'name' },
        );
      await checkMembers(tx, input.memberIds);
      await expectUpdated(await teamsRepository.updateAtVersion(tx, id, version, input.name), () =>
        loadTeam(tx, id).catch(() => undefined),
      );
      await teamsRepository.setMembers(tx, id, input.memberIds);
      const team = await loadTeam(tx, id);
      await recordAudit(tx, actor, {
        action: 'UPDATE',
        entityType: 'team',
        entityId: id,
        label: team.name,
        details: changedFields(
          { name: before.name, memberIds: [...before.memberIds].sort() },
          { name: team.name, memberIds: [...team.memberIds].sort() },
        ),
      });
      await emit(tx, actor.sessionId, {
        topic: 'teams',
        action: 'UPDATE',
        entity: 'team',
        id,
        data: team,
        version: team.version,
      });
      return team;
    }),
  );
}

/** Removes (soft-deletes) a team no document uses (spec 1 §5); one in use is a 422 `team:inUse`. */
export async function removeTeam(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const team = await loadTeam(tx, id);
    const uses = await platform.areas.usageCount(tx, 'team', id);
    if (uses > 0) throw ruleViolation('team:inUse', { usageCount: uses });
    const row = await teamsRepository.setExcluded(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: 'team',
      entityId: id,
      label: team.name,
    });
    await emit(tx, actor.sessionId, {
      topic: 'teams',
      action: 'DELETE',
      entity: 'team',
      id,
      data: { id },
      version: row.version,
    });
  });
}

/**
 * Sets a one-day or forward change (one per team, date and kind: saving again replaces it) and
 * answers the team as it stands on that date.
 */
export async function saveTeamChange(
  platform: Platform,
  actor: Actor,
  teamId: number,
  input: TeamChangeInput,
): Promise<TeamDetail> {
  return platform.database.db.transaction(async (tx) => {
    const team = await loadTeam(tx, teamId);
    await checkMembers(tx, input.memberIds);
    const row = await teamsRepository.upsertChange(tx, teamId, input);
    const change = presentChange(row, await teamsRepository.nicknames(tx, row.memberIds));
    await recordAudit(tx, actor, {
      action: 'CHANGE_SCHEDULE',
      entityType: 'team',
      entityId: teamId,
      label: team.name,
      details: { date: input.date, kind: input.kind, memberIds: input.memberIds },
    });
    await emit(tx, actor.sessionId, {
      topic: 'teams',
      action: 'UPDATE',
      entity: 'team_change',
      id: row.id,
      data: { teamId, ...change },
    });
    return getTeamDetail(tx, teamId, input.date);
  });
}

/** Removes a schedule change. */
export async function removeTeamChange(
  platform: Platform,
  actor: Actor,
  teamId: number,
  changeId: number,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const team = await loadTeam(tx, teamId);
    const row = await teamsRepository.deleteChange(tx, teamId, changeId);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'REMOVE_SCHEDULE_CHANGE',
      entityType: 'team',
      entityId: teamId,
      label: team.name,
      details: { date: row.date, kind: row.kind },
    });
    await emit(tx, actor.sessionId, {
      topic: 'teams',
      action: 'DELETE',
      entity: 'team_change',
      id: changeId,
      data: { teamId, id: changeId },
    });
  });
}
