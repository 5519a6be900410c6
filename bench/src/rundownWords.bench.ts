/**
 * What the rundown answer's word counts cost (issue 26): a 500-story rundown with realistic
 * scripts is assembled as a cache miss does it (view query, presenter, answer schema and timing)
 * and answered over GET after a miss, with the counts stored on the story rows (as the code does),
 * counted from the stories' sections at each load (as before they were stored) and with no counts
 * at all (the floor), in turn so the machine's load weighs on all alike. The counting alone is
 * timed too. In process on PGlite or PostgreSQL (BENCH_DATABASE_URL). Figures only.
 */
import {
  emptySection,
  emptySubsection,
  presenterWords,
  readWordsOf,
  type Rundown,
  type Section,
} from '@newsroom/domain';
import { eq, sql } from 'drizzle-orm';
import { programs, rundowns, stories } from '../../packages/server/src/platform/db/schema';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
} from '../../packages/server/src/test/testApp';
import { EDITOR, unique } from '../../packages/server/src/areas/rundowns/rundowns.testkit';
import { presentRundown, rundownsRepository } from '../../packages/server/src/areas/rundowns';
import { STORY_VIEW_COLUMNS } from '../../packages/server/src/areas/rundowns/rundowns.repository';
import { RundownCache } from '../../packages/server/src/areas/rundowns/rundowns.cache';
import { engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

const STORIES = 500;
const BLOCKS = 10;
const ROUNDS = smoke ? 10 : 60;

const text = (words: number) => Array.from({ length: words }, (_, i) => `palavra${i}`).join(' ');
const read = (type: 'CAMERA_TEXT' | 'TEXT', presenterId: number, words: number) => ({
  ...emptySubsection(type, crypto.randomUUID()),
  presenterId,
  camera: '1',
  text: text(words),
});

/** A head on camera, a VT, an off-camera VO and a footer by the other presenter (~220 words). */
function script(): Section[] {
  return [
    { ...emptySection('HEADER'), subSections: [read('CAMERA_TEXT', 1, 60)] },
    {
      ...emptySection('VT'),
      cueIn: 'a chuva voltou',
      cueOut: 'no centro da cidade',
      subSections: [emptySubsection('MOS_VIDEO', crypto.randomUUID())],
    },
    { ...emptySection('LIVE_VO'), subSections: [read('TEXT', 1, 120)] },
    {
      ...emptySection('FOOTER'),
      subSections: [read('CAMERA_TEXT', 2, 40), emptySubsection('CG', crypto.randomUUID())],
    },
  ];
}

/** How the view query gets the counts: stored (as the code does), counted from the sections
 * at load (as before they were stored), or not at all (the floor). */
const VARIANTS = ['stored', 'counted', 'none'] as const;
type Variant = (typeof VARIANTS)[number];
const columns = STORY_VIEW_COLUMNS as Record<string, unknown>;
const asCoded = { readWords: columns.readWords, sections: columns.sections };
const overrides: Record<Variant, Partial<typeof asCoded>> = {
  stored: {},
  counted: { readWords: sql`null`, sections: stories.sections },
  none: { readWords: sql`null`, sections: sql`null` },
};
/** Runs `work` with the view query of `variant`. */
async function withVariant<T>(variant: Variant, work: () => Promise<T>): Promise<T> {
  Object.assign(columns, overrides[variant]);
  try {
    return await work();
  } finally {
    Object.assign(columns, asCoded);
  }
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const t = await startTestApp(database, testClock());
  const samples = Object.fromEntries(
    VARIANTS.map((v) => [v, { assemble: [] as number[], get: [] as number[] }]),
  ) as Record<Variant, { assemble: number[]; get: number[] }>;
  let bytes = 0;
  let countMs: number[] = [];
  try {
    const cookie = await loginCookie(
      t.app,
      (await createUser(database, { permissions: EDITOR })).nickname,
    );
    const [program] = await database.db
      .insert(programs)
      .values({ name: unique('Jornal Longo'), start: '06:00:00', end: '12:00:00' })
      .returning();
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/rundowns',
        payload: { date: '2030-01-02', programId: program!.id },
        headers: { cookie },
      })
    ).json<Rundown>();
    for (let i = 1; i < BLOCKS; i++)
      await t.app.inject({
        method: 'POST',
        url: `/api/rundowns/${created.id}/blocks`,
        headers: { cookie },
      });
    const url = `/api/rundowns/${created.id}`;
    const blockIds = (await t.app.inject({ method: 'GET', url, headers: { cookie } }))
      .json<Rundown>()
      .blocks.filter((b) => !b.isStandbyBlock)
      .map((b) => b.id);
    await database.db.insert(stories).values(
      Array.from({ length: STORIES }, (_, i) => ({
        blockId: blockIds[i % BLOCKS]!,
        index: Math.floor(i / BLOCKS),
        slug: `MATÉRIA ${i + 1}`,
        programId: program!.id,
        approved: true,
        ...((sections) => ({ sections, readWords: readWordsOf(sections) }))(script()),
      })),
    );
    const db = database.db;

    const assemble = async () => {
      const t0 = performance.now();
      const tree = await rundownsRepository.loadViewTree(db, created.id);
      new RundownCache().put(presentRundown(tree!));
      return performance.now() - t0;
    };
    const get = async () => {
      // A new version: the answer is assembled again (the cache keys on the version).
      await db
        .update(rundowns)
        .set({ version: sql`${rundowns.version} + 1` })
        .where(eq(rundowns.id, created.id));
      const t0 = performance.now();
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
      return { ms: performance.now() - t0, bytes: response.rawPayload.byteLength };
    };
    for (let round = -2; round < ROUNDS; round++) {
      // Rotate which goes first, so none always follows another's garbage.
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round + 3) % VARIANTS.length]!);
      for (const variant of order) {
        const a = await withVariant(variant, assemble);
        const g = await withVariant(variant, get);
        if (round < 0) continue; // warm-up
        samples[variant].assemble.push(a);
        samples[variant].get.push(g.ms);
        bytes = g.bytes;
      }
    }
    // The counting alone, on the stored sections (what the presenter does per story).
    const tree = (await rundownsRepository.loadTree(db, created.id))!;
    countMs = Array.from({ length: ROUNDS }, () => {
      const t0 = performance.now();
      for (const story of tree.stories) presenterWords(story.sections as Section[]);
      return performance.now() - t0;
    });
  } finally {
    await t.close();
    await database.close();
  }

  const rows = [
    ...VARIANTS.map((v) => ({
      case: `assembled after a miss, ${v}`,
      ...summarize(samples[v].assemble),
    })),
    ...VARIANTS.map((v) => ({ case: `GET after a miss, ${v}`, ...summarize(samples[v].get) })),
    { case: `counting alone (${STORIES} stories)`, ...summarize(countMs) },
  ];
  const share = (kind: 'assemble' | 'get') => {
    const p50 = (v: Variant) => summarize(samples[v][kind]).p50;
    const pct = (v: Variant) => `${(((p50(v) - p50('none')) / p50('none')) * 100).toFixed(0)}%`;
    return `stored +${pct('stored')}, counted +${pct('counted')}`;
  };
  console.log(reportHeading('Rundown word counts'));
  console.log(
    `${STORIES} stories of ~220 words in 4 sections; answer ${Math.round(bytes / 1024)} KiB; p50 over no counts: assembled ${share('assemble')}; GET ${share('get')}`,
  );
  console.table(rows);
  const file = writeResults('rundownWords', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    stories: STORIES,
    rows,
  });
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
