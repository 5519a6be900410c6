/**
 * Search benchmark (issue 8): N generated Portuguese documents (stories, assignments, productions,
 * news reports) in the search index, then MUST, PHRASE, SHOULD and FUZZY queries through real HTTP
 * GET /api/search with 10 concurrent searchers, and the delay from a story save (PUT
 * /api/stories/{id}) until GET /api/search finds it. On PGlite or on PostgreSQL
 * (BENCH_DATABASE_URL). Figures only; nothing asserts a time.
 *
 * Generation shortcut: the documents are bulk-inserted straight into `search_documents` (multi-row
 * INSERTs in batches, the GIN indexes dropped first and rebuilt afterwards with the migration's own
 * definitions), not saved through the areas: saving 200,000 documents through the routes would
 * take hours and measure the saves, not the index. The tsvector is still computed by PostgreSQL
 * (a generated column) and FUZZY's words collected by the migration's trigger, exactly as for a save. The save → searchable case
 * goes through the real routes.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { editableStoryFields } from '@newsroom/domain';
import type { Paged, SearchHit, SearchKind, SearchMode, StoryDocument } from '@newsroom/domain';
import type { Database } from '../../packages/server/src/platform/db/client';
import { programs, searchDocuments } from '../../packages/server/src/platform/db/schema';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
} from '../../packages/server/src/test/testApp';
import { tag } from '../../packages/server/src/areas/search/search.testkit';
import { closedLoop } from './closedLoop';
import { childrenCpuMs, parentPid } from './serverCpu';
import { corpus, seededRandom } from './searchCorpus';
import { databaseUrl, engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

/** Documents in the index: the 200,000 on PostgreSQL; fewer on PGlite (one connection, in memory). */
const DOCUMENTS = Number(
  process.env.BENCH_SEARCH_DOCUMENTS ?? (smoke ? 500 : databaseUrl ? 200_000 : 20_000),
);
const BATCH = 500;
/** Keep the documents an earlier run loaded (same count) instead of loading again: for iterating. */
const REUSE = process.env.BENCH_SEARCH_REUSE === '1';
const SEARCHERS = 10;
const QUERIES_PER_MODE = smoke ? 20 : 300;
/** A mode stops issuing queries after this long (slow modes end with fewer samples: see n). */
const MODE_TIME_LIMIT_MS = smoke ? 30_000 : 150_000;
const SAVES = smoke ? 5 : 30;
const POLL_TIMEOUT_MS = 10_000;

type Row = Record<string, unknown>;

// ---- Text generation: see searchCorpus.ts (Zipf over a few thousand words, names, places).

const random = seededRandom(20_261_121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const texts = corpus(20_261_127);
const KINDS: SearchKind[] = ['stories', 'stories', 'assignments', 'productions', 'newsreports'];

function document(i: number, programIds: number[], ownerIds: number[]) {
  const { title, body } = texts.next();
  const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 700) * 86_400_000);
  return {
    kind: pick(KINDS),
    documentId: 1_000_000 + i,
    title,
    body,
    date: day.toISOString().slice(0, 10),
    programIds: random() < 0.3 ? [] : [pick(programIds)],
    ownerId: pick(ownerIds),
    isPrivate: random() < 0.05,
    allowedUserIds: [],
  };
}

/**
 * The migrations' tsv GIN index (0008_search_index.sql; fastupdate off since
 * 0031_search_gin_fastupdate.sql), dropped for the bulk load and rebuilt.
 * FUZZY's `search_words` (0010_search_speed.sql) is filled by its statement trigger during the
 * load, as for saves.
 */
const GIN_INDEXES = [
  {
    name: 'tsv (GIN)',
    drop: 'DROP INDEX IF EXISTS search_documents_tsv_idx',
    create:
      'CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=off)',
  },
];

// ---- Query pools: each mode's queries as a user would type them.

const QUERIES: Record<SearchMode, string[]> = {
  MUST: [
    'enchente zona leste',
    'incêndio Itaquera',
    'Defesa Civil alagamento',
    'greve ônibus lotados',
    'vacinação Brasilândia',
    'desabamento Perus',
    'trânsito Radial Leste',
    'resgate Parelheiros bombeiros',
    'Maria Silva',
    'reajuste tarifa ônibus',
  ],
  PHRASE: [
    'zona leste',
    'falta de água',
    'Corpo de Bombeiros',
    'marginal Tietê',
    'Capão Redondo',
    'filas no posto de saúde',
    'segundo bloco',
    'Defesa Civil',
    'cestas básicas',
  ],
  SHOULD: [
    'enchente alagamento',
    'Grajaú Jaçanã',
    'apagão ventania',
    'julgamento reajuste',
    'Sapopemba Ermelino',
    'tiroteio assalto operação',
  ],
  FUZZY: [
    'enxente',
    'incendio itakera',
    'alagamemto',
    'Brasilandia vacinacao',
    'desabamemto',
    'congestionamnto',
    'Guaianazes',
  ],
};

async function main(): Promise<void> {
  const database: Database = await openBenchDatabase();
  const t = await startTestApp(database, testClock());
  const rows: Row[] = [];
  const build: Row = {};
  const saveRows: Row[] = [];
  try {
    const programRows = await database.db
      .insert(programs)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          name: `Jornal ${i + 1} ${tag()}`,
          start: `${String(6 + i * 2).padStart(2, '0')}:00:00`,
          end: `${String(7 + i * 2).padStart(2, '0')}:00:00`,
        })),
      )
      .returning();
    const programIds = programRows.map((p) => p.id);
    const ALL_READ = {
      story: 'admin',
      rundown: 'admin',
      assignment: 'read',
      production: 'read',
      news_report: 'read',
    };
    const authors = await Promise.all(
      Array.from({ length: 8 }, () => createUser(database, { permissions: ALL_READ as never })),
    );
    const searcher = authors[0]!;
    const cookie = await loginCookie(t.app, searcher.nickname);

    // (1) Bulk load, then the GIN index builds. Rows of an earlier run on the same database go
    // first, unless BENCH_SEARCH_REUSE=1 and that run loaded as many (to iterate on the queries).
    const [loaded] = (
      (await database.db.execute(
        sql.raw('SELECT count(*)::int AS n FROM search_documents WHERE document_id >= 1000000'),
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    if (REUSE && Number(loaded?.n) === DOCUMENTS) {
      build.reusedDocuments = DOCUMENTS;
    } else {
      await database.db.execute(
        sql.raw('DELETE FROM search_documents WHERE document_id >= 1000000'),
      );
      for (const index of GIN_INDEXES) await database.db.execute(sql.raw(index.drop));
      const loadStarted = performance.now();
      for (let done = 0; done < DOCUMENTS; done += BATCH) {
        const values = Array.from({ length: Math.min(BATCH, DOCUMENTS - done) }, (_, i) =>
          document(
            done + i,
            programIds,
            authors.map((a) => a.id),
          ),
        );
        await database.db.insert(searchDocuments).values(values);
      }
      build.insertSeconds = (performance.now() - loadStarted) / 1000;
      for (const index of GIN_INDEXES) {
        const t0 = performance.now();
        await database.db.execute(sql.raw(index.create));
        build[index.name] = (performance.now() - t0) / 1000;
      }
      // VACUUM too: a search's first reads of fresh rows would otherwise set their hint bits
      // and clean the dead rows of an earlier load (writes no settled index has).
      const t0 = performance.now();
      await database.db.execute(sql.raw('VACUUM ANALYZE search_documents, search_words'));
      build.analyzeSeconds = (performance.now() - t0) / 1000;
    }
    const [sizes] = (
      (await database.db.execute(
        sql.raw(
          `SELECT pg_total_relation_size('search_documents') AS total,
                  pg_relation_size('search_documents_tsv_idx') AS tsv,
                  pg_total_relation_size('search_words') AS words,
                  (SELECT count(*) FROM search_words) AS "wordCount"`,
        ),
      )) as unknown as {
        rows: { total: string; tsv: string; words: string; wordCount: string }[];
      }
    ).rows;
    const mib = (v: string | undefined) => Math.round(Number(v ?? 0) / 1_048_576);
    build.tableMiB = mib(sizes?.total);
    build.tsvIndexMiB = mib(sizes?.tsv);
    build.wordsTableMiB = mib(sizes?.words);
    build.words = Number(sizes?.wordCount ?? 0);

    // (2) Queries: each mode in turn, SEARCHERS callers at once, QUERIES_PER_MODE in all.
    // PostgreSQL's CPU per search when the server is on this machine: its backends' /proc times.
    const [backend] = (
      (await database.db.execute(sql.raw('SELECT pg_backend_pid() AS pid'))) as unknown as {
        rows: { pid: number }[];
      }
    ).rows;
    const postmaster = databaseUrl && backend ? parentPid(Number(backend.pid)) : null;
    const search = async (q: string, mode: SearchMode) => {
      const query = new URLSearchParams({ q, mode });
      const started = performance.now();
      const response = await fetch(`${t.baseUrl}/api/search?${query.toString()}`, {
        headers: { cookie },
      });
      const body = response.ok ? ((await response.json()) as Paged<SearchHit>) : null;
      if (!body) await response.text();
      return { ms: performance.now() - started, ok: response.ok, total: body?.total ?? 0 };
    };
    for (const mode of ['MUST', 'PHRASE', 'SHOULD', 'FUZZY'] as const) {
      for (const q of QUERIES[mode]) await search(q, mode); // warm-up, one of each
      const totals: number[] = [];
      const cpuBefore = process.cpuUsage();
      const pgBefore = postmaster === null ? null : childrenCpuMs(postmaster);
      const { latencies, errors, seconds } = await closedLoop(
        { callers: SEARCHERS, count: QUERIES_PER_MODE, timeLimitMs: MODE_TIME_LIMIT_MS },
        async (index) => {
          const r = await search(QUERIES[mode][index % QUERIES[mode].length]!, mode);
          totals.push(r.total);
          return r;
        },
      );
      const rps = Math.round(latencies.length / seconds);
      const cpu = process.cpuUsage(cpuBefore);
      const pgAfter = postmaster === null ? null : childrenCpuMs(postmaster);
      const sortedTotals = [...totals].sort((a, b) => a - b);
      rows.push({
        case: `${mode}, ${SEARCHERS} searchers`,
        ...summarize(latencies),
        errors,
        rps,
        hits: `${sortedTotals[0]}–${sortedTotals.at(-1)}`,
        // Node's CPU (server and the searchers' HTTP client) per search, ms.
        nodeCpuMs: Math.round(((cpu.user + cpu.system) / 1000 / latencies.length) * 100) / 100,
        // PostgreSQL's backends' CPU per search, ms (local server only; 10 ms ticks over the run).
        pgCpuMs:
          pgBefore === null || pgAfter === null
            ? null
            : Math.round(((pgAfter - pgBefore) / latencies.length) * 100) / 100,
        loadavg: os.loadavg()[0]!.toFixed(1),
      });
    }

    // (3) Save → searchable: a drawer story saved through PUT /api/stories/{id} with a new word,
    // then GET /api/search polled (no pause) until the story is among the hits.
    const headers = { cookie, 'content-type': 'application/json', origin: t.baseUrl };
    const created = await fetch(`${t.baseUrl}/api/drawer/stories`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ slug: 'ENCHENTE NA ZONA LESTE' }),
    });
    if (!created.ok) throw new Error(`create story: ${created.status} ${await created.text()}`);
    let story = (await created.json()) as StoryDocument;
    const answered: number[] = [];
    const searchable: number[] = [];
    const polls: number[] = [];
    let missed = 0;
    for (let round = 0; round < SAVES; round++) {
      const word = tag();
      const started = performance.now();
      const saved = await fetch(`${t.baseUrl}/api/stories/${story.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          ...editableStoryFields(story),
          version: story.version,
          slug: `ENCHENTE NA ZONA LESTE ${round + 1}`,
          information: `Moradores da zona leste relatam ${word} na avenida Radial Leste.`,
          sections: story.sections,
        }),
      });
      if (!saved.ok) throw new Error(`save story: ${saved.status} ${await saved.text()}`);
      story = (await saved.json()) as StoryDocument;
      answered.push(performance.now() - started);
      let tries = 0;
      for (;;) {
        tries++;
        const response = await fetch(
          `${t.baseUrl}/api/search?${new URLSearchParams({ q: word, kinds: 'stories' }).toString()}`,
          { headers: { cookie } },
        );
        const body = (await response.json()) as Paged<SearchHit>;
        if (body.data.some((hit) => hit.kind === 'stories' && hit.id === story.id)) {
          searchable.push(performance.now() - started);
          break;
        }
        if (performance.now() - started > POLL_TIMEOUT_MS) {
          missed++;
          break;
        }
      }
      polls.push(tries);
    }
    saveRows.push({ case: 'PUT /api/stories/{id} answered', ...summarize(answered), errors: 0 });
    saveRows.push({
      case: 'PUT sent → found by GET /api/search',
      ...summarize(searchable),
      errors: missed,
      searchesNeeded: `${Math.min(...polls)}–${Math.max(...polls)}`,
    });
  } finally {
    await t.close();
    await database.close();
  }

  const cpus = os.cpus();
  const round = (v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v);
  console.log(reportHeading('Search'));
  console.log(
    `index: ${DOCUMENTS} documents bulk-inserted in batches of ${BATCH} (GIN indexes dropped, then rebuilt); seconds and MiB:`,
  );
  console.table(Object.fromEntries(Object.entries(build).map(([k, v]) => [k, round(v)])));
  console.table(rows);
  console.table(saveRows);
  const file = writeResults('search', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    machine: { cores: cpus.length, model: cpus[0]?.model ?? null },
    documents: DOCUMENTS,
    searchers: SEARCHERS,
    build,
    rows,
    saveRows,
  });
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
