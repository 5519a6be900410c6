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
import { recordAudit } from '../../platform/audit/audit';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { recordWrites } from '../../platform/records/recordWrites';
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

/** Teams as the record kit writes them. */
const teamRecords = recordWrites<Team>({
  entity: 'team',
  async load(db, id) {
    const row = await teamsRepository.find(db, id);
    return row && (await presentTeams(db, [row]))[0];
  },
  auditView: (team) => ({ name: team.name, memberIds: [...team.memberIds].sort() }),
  inUse: (usageCount) => ruleViolation('team:inUse', { usageCount }),
  async publish({ tx, actor }, change) {
    const { action, view: team } = change;
    await emit(tx, actor.sessionId, {
      topic: 'teams',
      action,
      entity: 'team',
      id: team.id,
      data: action === 'DELETE' ? { id: team.id } : team,
      version: change.action === 'DELETE' ? change.version : team.version,
    });
  },
});

const loadTeam = teamRecords.load;

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
  return presentTeams(db, await teamsRepository.list(db));
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
    teamRecords.create(platform, actor, async (tx) => {
      const owner = await teamsRepository.nameOwner(tx, input.name, null);
      if (owner && !owner.excluded) throw duplicateName();
      await checkMembers(tx, input.memberIds);
      const row = owner
        ? await teamsRepository.revive(tx, owner.id, { name: input.name })
        : await teamsRepository.insert(tx, { name: input.name });
      await teamsRepository.setMembers(tx, row.id, input.memberIds);
      return { id: row.id, details: { values: input, ...(owner ? { revived: true } : {}) } };
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
    teamRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
      const owner = await teamsRepository.nameOwner(tx, input.name, id);
      if (owner)
        throw new DomainError(
          'duplicate',
          'error:duplicate',
          owner.excluded ? { field: 'name', isExcluded: true } : { field: 'name' },
        );
      await checkMembers(tx, input.memberIds);
      await atVersion(await teamsRepository.updateAtVersion(tx, id, version, { name: input.name }));
      await teamsRepository.setMembers(tx, id, input.memberIds);
    }),
  );
}

/** Removes (soft-deletes) a team no document uses (spec 1 §5); one in use is a 422 `team:inUse`. */
export async function removeTeam(platform: Platform, actor: Actor, id: number): Promise<void> {
  await teamRecords.remove(platform, actor, id, async (tx) => {
    const row = await teamsRepository.exclude(tx, id);
    if (!row) throw notFound();
    return row.version;
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
