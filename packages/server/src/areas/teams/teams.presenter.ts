import {
  scheduleOn,
  type EffectiveTeam,
  type Team,
  type TeamChange,
  type TeamChangeKind,
  type TeamDetail,
} from '@newsroom/domain';
import type { MemberRef, TeamChangeRow, TeamRow } from './teams.repository';

/** A team as lists, selects and events show it: members with their nicknames. */
export function presentTeam(row: TeamRow, members: readonly MemberRef[]): Team {
  return {
    id: row.id,
    name: row.name,
    memberIds: members.map((member) => member.id),
    membersNicknames: members.map((member) => member.nickname),
    version: row.version,
  };
}

/** Ids with nicknames, leaving out users that no longer exist. */
function withNicknames(ids: readonly number[], nicknames: ReadonlyMap<number, string>) {
  const known = ids.filter((id) => nicknames.has(id));
  return { memberIds: known, membersNicknames: known.map((id) => nicknames.get(id)!) };
}

/** A schedule change. */
export function presentChange(
  row: TeamChangeRow,
  nicknames: ReadonlyMap<number, string>,
): TeamChange {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind as TeamChangeKind,
    ...withNicknames(row.memberIds, nicknames),
  };
}

/** A team with its schedule and, when `date` is given, who is on it that day. */
export function presentTeamDetail(
  team: Team,
  changes: readonly TeamChange[],
  date: string | null,
  nicknames: ReadonlyMap<number, string>,
): TeamDetail {
  let effective: EffectiveTeam | null = null;
  if (date !== null) {
    const result = scheduleOn(team, changes, date);
    effective = {
      date,
      ...withNicknames(result.memberIds, nicknames),
      source: result.source,
      changeId: result.change?.id ?? null,
    };
  }
  return { ...team, changes: [...changes], effective };
}
