import { sql, type SQL } from 'drizzle-orm';
import type {
  AiredCount,
  AiredEdition,
  ChartCounts,
  CreatedCount,
  DroppedCount,
  GuidelineCount,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';

/**
 * The counts behind the managerial charts, grouped in the database (a month of a busy newsroom
 * is thousands of documents; only a few hundred counts come back). What each count means is in
 * docs/DECISIONS.md "Managerial charts (issue 23)"; in short:
 * - created/approved: live documents (not in the trash) by the newsroom day of `created_at`,
 *   approved = approved now (stories `approved`, reportages and reports `ok`);
 * - aired: live stories displayed (`stop`) in a rundown of the day;
 * - dropped: stories of the day's rundowns deleted from it (in the trash, still in their block),
 *   sent to the drawer (the rundown log's drawer moves) or left blank in a show that aired;
 * - guidelines: by their own day and end state (COMPLETED covered, INTERRUPTED interrupted);
 * - editions: rundowns with a story aired, their plan and the time their aired stories took
 *   (stop − play when both were stamped, else the story's total).
 */

/** What one charts query counts: days [from, to], their instants [start, end) and the filters. */
export interface ChartScope {
  from: string;
  to: string;
  start: string;
  end: string;
  timeZone: string;
  programId?: number | undefined;
  userId?: number | undefined;
}

type Rows<T> = { rows: T[] };

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const all = sql`TRUE`;
const ownedBy = (scope: ChartScope, column: SQL) =>
  scope.userId === undefined ? all : sql`${column} = ${scope.userId}`;
const inPrograms = (scope: ChartScope, column: SQL) =>
  scope.programId === undefined ? all : sql`${scope.programId}::int = ANY(${column})`;
const ofProgram = (scope: ChartScope, column: SQL) =>
  scope.programId === undefined ? all : sql`${column} = ${scope.programId}`;
/** Reports and posts belong to no program: a program's figures leave them out. */
const programless = (scope: ChartScope) => (scope.programId === undefined ? all : sql`FALSE`);

const dayOf = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export const chartsRepository = {
  async created(db: Executor, scope: ChartScope): Promise<CreatedCount[]> {
    return rowsOf<CreatedCount>(
      db,
      sql`
      WITH documents AS (
        SELECT 'assignment' AS kind, created_at, owner_id, FALSE AS approved
          FROM assignments WHERE NOT excluded AND ${inPrograms(scope, sql`programs_ids`)}
        UNION ALL
        SELECT 'newsReport', created_at, owner_id, ok
          FROM news_reports WHERE NOT excluded AND ${inPrograms(scope, sql`programs_ids`)}
        UNION ALL
        SELECT 'story', s.created_at, s.owner_id, s.approved
          FROM stories s
          LEFT JOIN blocks b ON b.id = s.block_id
          LEFT JOIN rundowns r ON r.id = b.rundown_id
          WHERE NOT s.excluded AND ${ofProgram(scope, sql`coalesce(r.program_id, s.program_id)`)}
        UNION ALL
        SELECT 'report', created_at, owner_id, ok
          FROM reports WHERE NOT excluded AND ${programless(scope)}
        UNION ALL
        SELECT 'post', created_at, owner_id, FALSE
          FROM posts WHERE NOT excluded AND ${programless(scope)}
      )
      SELECT ${dayOf(sql`d.created_at AT TIME ZONE ${scope.timeZone}`)} AS date, d.kind,
        d.owner_id AS "ownerId", u.name AS "ownerName",
        count(*)::int AS created, (count(*) FILTER (WHERE d.approved))::int AS approved
      FROM documents d
      LEFT JOIN users u ON u.id = d.owner_id
      WHERE d.created_at >= ${scope.start}::timestamptz AND d.created_at < ${scope.end}::timestamptz
        AND ${ownedBy(scope, sql`d.owner_id`)}
      GROUP BY 1, 2, 3, 4`,
    );
  },

  async aired(db: Executor, scope: ChartScope): Promise<AiredCount[]> {
    return rowsOf<AiredCount>(
      db,
      sql`
      SELECT ${dayOf(sql`r.date`)} AS date, s.owner_id AS "ownerId", u.name AS "ownerName",
        count(*)::int AS aired
      FROM stories s
      JOIN blocks b ON b.id = s.block_id
      JOIN rundowns r ON r.id = b.rundown_id
      LEFT JOIN users u ON u.id = s.owner_id
      WHERE s.display_status = 'stop' AND NOT s.excluded
        AND r.date BETWEEN ${scope.from}::date AND ${scope.to}::date
        AND ${ofProgram(scope, sql`r.program_id`)} AND ${ownedBy(scope, sql`s.owner_id`)}
      GROUP BY 1, 2, 3`,
    );
  },

  async dropped(db: Executor, scope: ChartScope): Promise<DroppedCount[]> {
    const rundownsOfRange = sql`r.date BETWEEN ${scope.from}::date AND ${scope.to}::date
      AND ${ofProgram(scope, sql`r.program_id`)}`;
    return rowsOf<DroppedCount>(
      db,
      sql`
      SELECT ${dayOf(sql`r.date`)} AS date, 'deleted' AS reason, count(*)::int AS count
        FROM stories s JOIN blocks b ON b.id = s.block_id JOIN rundowns r ON r.id = b.rundown_id
        WHERE s.excluded AND ${rundownsOfRange}
        GROUP BY 1
      UNION ALL
      SELECT ${dayOf(sql`r.date`)}, 'toDrawer',
          sum(jsonb_array_length(coalesce(l.details -> 'storyIds', '[]'::jsonb)))::int
        FROM rundown_logs l JOIN rundowns r ON r.id = l.rundown_id
        WHERE l.action = 'movement' AND l.entity = 'story'
          AND (l.details ->> 'toDrawer') = 'true' AND ${rundownsOfRange}
        GROUP BY 1
      UNION ALL
      SELECT ${dayOf(sql`r.date`)}, 'notAired', count(*)::int
        FROM stories s JOIN blocks b ON b.id = s.block_id JOIN rundowns r ON r.id = b.rundown_id
        WHERE NOT s.excluded AND s.display_status = 'blank' AND ${rundownsOfRange}
          AND EXISTS (
            SELECT 1 FROM stories a JOIN blocks ab ON ab.id = a.block_id
            WHERE ab.rundown_id = r.id AND a.display_status = 'stop' AND NOT a.excluded)
        GROUP BY 1`,
    );
  },

  async guidelines(db: Executor, scope: ChartScope): Promise<GuidelineCount[]> {
    return rowsOf<GuidelineCount>(
      db,
      sql`
      SELECT ${dayOf(sql`date`)} AS date,
        (count(*) FILTER (WHERE state = 'COMPLETED'))::int AS covered,
        (count(*) FILTER (WHERE state = 'INTERRUPTED'))::int AS interrupted
      FROM assignments
      WHERE NOT excluded AND date BETWEEN ${scope.from}::date AND ${scope.to}::date
        AND state IN ('COMPLETED', 'INTERRUPTED')
        AND ${inPrograms(scope, sql`programs_ids`)} AND ${ownedBy(scope, sql`owner_id`)}
      GROUP BY 1`,
    );
  },

  async editions(db: Executor, scope: ChartScope): Promise<AiredEdition[]> {
    const rows = await rowsOf<AiredEdition & { airedMs: string | number | null }>(
      db,
      sql`
      WITH aired AS (
        SELECT b.rundown_id,
          sum(CASE WHEN s.play_time IS NOT NULL AND s.stop_time > s.play_time
            THEN round(extract(epoch FROM s.stop_time - s.play_time) * 1000)
            ELSE s.total_ms END) AS aired_ms
        FROM stories s JOIN blocks b ON b.id = s.block_id
        WHERE s.display_status = 'stop' AND NOT s.excluded
        GROUP BY b.rundown_id
      ),
      commercials AS (
        -- The last block is the Standby block; it and blocks on standby hold no counted break.
        SELECT b.rundown_id, sum(b.commercial_ms) FILTER (
          WHERE NOT b.stand_by
            AND b.index < (SELECT max(o.index) FROM blocks o WHERE o.rundown_id = b.rundown_id)
        ) AS commercial_ms
        FROM blocks b GROUP BY b.rundown_id
      )
      SELECT r.program_id AS "programId", p.name, r.start::text AS start, r."end"::text AS "end",
        r.production_ms AS "productionMs", coalesce(c.commercial_ms, 0)::bigint AS "commercialMs",
        a.aired_ms::bigint AS "airedMs"
      FROM rundowns r
      JOIN aired a ON a.rundown_id = r.id
      JOIN programs p ON p.id = r.program_id
      LEFT JOIN commercials c ON c.rundown_id = r.id
      WHERE r.date BETWEEN ${scope.from}::date AND ${scope.to}::date
        AND ${ofProgram(scope, sql`r.program_id`)}`,
    );
    // bigint columns arrive as text from node-postgres.
    return rows.map((row) => ({
      ...row,
      productionMs: row.productionMs === null ? null : Number(row.productionMs),
      commercialMs: Number(row.commercialMs),
      airedMs: Number(row.airedMs ?? 0),
    }));
  },

  async counts(db: Executor, scope: ChartScope): Promise<ChartCounts> {
    return {
      created: await this.created(db, scope),
      aired: await this.aired(db, scope),
      dropped: await this.dropped(db, scope),
      guidelines: await this.guidelines(db, scope),
      editions: await this.editions(db, scope),
    };
  },
};
