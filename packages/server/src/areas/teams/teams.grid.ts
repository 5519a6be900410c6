import {
  datesBetween,
  teamGrid,
  TEAM_GRID_TEXT,
  type Locale,
  type TeamChangeKind,
  type TeamGrid,
  type TeamGridQuery,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { tablePdf } from '../../platform/pdf/tablePdf';
import { teamsRepository } from './teams.repository';

/** The team grid (main area "team schedule") and its PDF export ("team grid", spec 1 §7). */

/** GET /teams/schedule: every active team, by name, with who is on it each day of the range. */
export async function loadTeamGrid(platform: Platform, range: TeamGridQuery): Promise<TeamGrid> {
  const db = platform.database.db;
  const teams = await teamsRepository.list(db);
  const ids = teams.map((team) => team.id);
  const members = await teamsRepository.membersOf(db, ids);
  const changes = await teamsRepository.changesOfTeams(db, ids);
  const allChanges = [...changes.values()].flat();
  const nicknames = await teamsRepository.nicknames(db, [
    ...[...members.values()].flat().map((member) => member.id),
    ...allChanges.flatMap((change) => change.memberIds),
  ]);
  const gridTeams = teams.map((team) => ({
    id: team.id,
    name: team.name,
    memberIds: (members.get(team.id) ?? []).map((member) => member.id),
    changes: (changes.get(team.id) ?? []).map((row) => ({
      id: row.id,
      date: row.date,
      kind: row.kind as TeamChangeKind,
      memberIds: row.memberIds,
    })),
  }));
  return teamGrid(gridTeams, datesBetween(range.from, range.to), nicknames);
}

/** The BCP 47 tag Intl reads (`pt_BR` → `pt-BR`). */
const languageTagOf = (locale: Locale): string => locale.replace('_', '-');

/** A day heading in the reader's language: short weekday and the date ("qua., 12/03"). */
function dayHeading(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTagOf(locale), {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** When the export was made, in the newsroom's time zone: the locale's date, then `HH:mm`. */
function generatedAt(at: Date, locale: Locale, timeZone: string): string {
  const tag = languageTagOf(locale);
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${date} ${time}`;
}

/** GET /teams/schedule/pdf: the grid as a landscape PDF table, and its file name. */
export async function teamGridPdf(
  platform: Platform,
  range: TeamGridQuery,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer }> {
  const grid = await loadTeamGrid(platform, range);
  const text = TEAM_GRID_TEXT[locale];
  const pdf = await tablePdf({
    title: text.title,
    generatedLine: text.generatedAt(
      generatedAt(platform.clock(), locale, platform.config.newsroomTimeZone),
    ),
    header: [text.team, ...grid.dates.map((date) => dayHeading(date, locale))],
    rows: grid.rows.map((row) => [
      row.name,
      ...row.cells.map((cell) =>
        [
          cell.membersNicknames.length > 0 ? cell.membersNicknames.join('\n') : text.nobody,
          text.sourceMarks[cell.source],
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    ]),
    firstColumnWidth: 110,
    notes: [text.legend],
  });
  return { fileName: text.fileName, pdf };
}
