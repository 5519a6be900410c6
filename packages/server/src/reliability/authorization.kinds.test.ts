import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Area, Permissions, SearchKind, StoryDocument } from '@newsroom/domain';
import { newsroomDay } from '../areas/rounds/roundSheet.service';
import { firstBlock } from '../areas/rundowns/rundowns.testkit';
import { useStoryKit } from '../areas/stories/story.testkit';
import { createGroup, createUser, loginCookie } from '../test/testApp';
import { saveBody, type Call, type User } from './authorization.testkit';

/**
 * Access to every document kind by role (issue 17, reliability): one table of role (or relation
 * to the document) × kind × action → the answer the rules give (docs/API.md, the areas'
 * policies). Every document bound to programs lives in one restricted to one group (reports and
 * posts are bound to none); the role rows act on a shared document, the relation rows on a
 * private one (a production is private through its assignment). A document the caller may not see at all is 404, a missing area level 403, a
 * private one of others is answered masked where the kind does so, and no refused answer carries
 * its slug. Every refused write changes nothing as the owner sees the document.
 */

// ---------------------------------------------------------------- the table

/** The document kinds; a story either in a rundown or in the drawer. */
const KINDS = [
  'rundown story',
  'drawer story',
  'assignment',
  'newsReport',
  'production',
  'report',
  'post',
] as const;
type Kind = (typeof KINDS)[number];

/** What is tried, in the table's column order. */
const ACTIONS = [
  'read',
  'list',
  'filter',
  'search',
  'edit',
  'save',
  'patch',
  'revisions',
  'delete',
  'restore',
] as const;
type Action = (typeof ACTIONS)[number];

/**
 * The callers. On the shared document: `no level` (none on the kind's area, admin on the other
 * kinds' areas), `reader`, `writer`, `admin` (of the area), all four in the program's group;
 * `root`; `outsider` (admin of every area, in another group only). On the private document:
 * its `owner`, the user `allowed` on it, a `colleague` of the group (admin of every area) not
 * allowed on it, and root.
 */
const RELATIONS = [
  'no level',
  'reader',
  'writer',
  'admin',
  'root',
  'outsider',
  'owner',
  'allowed',
  'colleague',
  'root, private',
] as const;
type Relation = (typeof RELATIONS)[number];
/** The relations acting on the private document; the others act on the shared one. */
const ON_PRIVATE: readonly Relation[] = ['owner', 'allowed', 'colleague', 'root, private'];

/**
 * An answer: a status for the calls that only act, or what the caller got. `whole` / `masked`:
 * 200 with the content / with `visible: false` and the content blanked; `listed` / `masked` /
 * `absent`: in the list (masked) or not; `found` / `absent`: in the global search.
 */
type Outcome = number | 'whole' | 'masked' | 'listed' | 'absent' | 'found';

/**
 * One line: the answers in ACTIONS order. null: not asserted — the kind has no such call, or
 * (marked `issue 17`) a known defect whose fix is not in yet.
 */
type Cells = [
  read: Outcome,
  list: Outcome,
  filter: Outcome,
  search: Outcome,
  edit: Outcome | null,
  save: Outcome,
  patch: Outcome | null,
  revisions: Outcome,
  remove: Outcome,
  restore: Outcome,
];

/** A caller with every right on the document. */
const WHOLE: Cells = ['whole', 'listed', 'listed', 'found', 200, 200, 200, 200, 204, 200];
/** A caller who does not see the document at all. */
const HIDDEN: Cells = [404, 'absent', 'absent', 'absent', 404, 404, 404, 404, 404, 404];

/** The answers of a document of the program's group with a private twin, as most kinds give them. */
const DOCUMENT: Record<Relation, Cells> = {
  'no level': [403, 403, 403, 'absent', 403, 403, 403, 403, 403, 403],
  reader: ['whole', 'listed', 'listed', 'found', 403, 403, 403, 200, 403, 403],
  writer: WHOLE,
  admin: WHOLE,
  root: WHOLE,
  outsider: HIDDEN,
  owner: WHOLE,
  allowed: WHOLE,
  colleague: ['masked', 'masked', 'absent', 'absent', 403, 403, 403, 403, 403, 403],
  'root, private': ['masked', 'masked', 'absent', 'absent', 403, 403, 403, 403, 403, 403],
};

/** The same lines without the patch column. */
const withoutPatch = (lines: Record<Relation, Cells>) =>
  Object.fromEntries(
    Object.entries(lines).map(([relation, cells]) => [
      relation,
      cells.map((cell, column) => (ACTIONS[column] === 'patch' ? null : cell)) as Cells,
    ]),
  ) as Record<Relation, Cells>;

// Columns: read, list (the document's day), filter (by a word of its slug), search, edit (POST
// …/edit), save (PUT), patch (PATCH one field), revisions, delete (to the trash), restore.
const TABLE: Record<Kind, Record<Relation, Cells>> = {
  // Read and list need story read; the rundown PATCH, delete and restore also rundown write.
  'rundown story': DOCUMENT,
  // A drawer story has no single-field PATCH (that is the rundown's call).
  'drawer story': withoutPatch(DOCUMENT),
  assignment: DOCUMENT,
  newsReport: DOCUMENT,
  // Made from an assignment: seen only by who reads the assignment whole — root included — else
  // 404.
  production: { ...DOCUMENT, colleague: HIDDEN, 'root, private': HIDDEN },
  // Not bound to programs: every holder of the area's level sees a shared one, the outsider too.
  report: withoutPatch({ ...DOCUMENT, outsider: WHOLE }),
  post: withoutPatch({ ...DOCUMENT, outsider: WHOLE }),
};

/** One row of the table: a caller, a kind, an action and the answer expected. */
interface Row {
  relation: Relation;
  kind: Kind;
  action: Action;
  expected: Outcome;
}

const ROWS: Row[] = KINDS.flatMap((kind) =>
  RELATIONS.flatMap((relation) =>
    ACTIONS.flatMap((action, column) => {
      const expected = TABLE[kind][relation][column];
      return expected === null || expected === undefined
        ? []
        : [{ relation, kind, action, expected }];
    }),
  ),
);

/** Answers through which the caller sees the document's content (`listed`: by its slug too). */
const SEES_CONTENT: readonly Outcome[] = ['whole', 'listed', 'found', 200, 204];
const WRITES: readonly Action[] = ['edit', 'save', 'patch', 'delete', 'restore'];

// ---------------------------------------------------------------- the kinds' calls

/** A document of the table: its id, the word its slug carries and its date. */
interface Doc {
  id: number;
  /** A word only this document's slug (and text) carries: searched for, never leaked. */
  marker: string;
  date: string;
}

type View = Record<string, unknown>;

/** How each kind is called. */
interface KindCalls {
  /** The document's base path. */
  base: string;
  /** The entity type of its locks and revisions. */
  entityType: string;
  searchKind: SearchKind;
  /** The areas whose level the kind's rules read. */
  areas: Area[];
  /** The list of the document's day. */
  list(doc: Doc): string;
  /** The list filtered by a text (the word of the document's slug). */
  filter(doc: Doc): string;
  /** A valid save over the owner's current view. */
  save(view: View, change: string): unknown;
  /** A valid single-field patch; null when the kind has none. */
  patch: ((change: string) => { field: string; value: unknown }) | null;
}

const storyCalls = (patch: KindCalls['patch']): KindCalls => ({
  base: '/api/stories',
  entityType: 'story',
  searchKind: 'stories',
  areas: ['story', 'rundown'],
  list: (doc) => `/api/stories/filter?date=${doc.date}&size=100`,
  filter: (doc) => `/api/stories/filter?text=${doc.marker}&size=100`,
  save: (view, change) => saveBody(view as unknown as StoryDocument, { information: change }),
  patch,
});
const merge = (view: View, change: string) => ({ ...view, information: change });
const informationPatch = (change: string) => ({ field: 'information', value: change });

const CALLS: Record<Kind, KindCalls> = {
  'rundown story': storyCalls(informationPatch),
  'drawer story': storyCalls(null),
  assignment: {
    base: '/api/assignments',
    entityType: 'assignment',
    searchKind: 'assignments',
    areas: ['assignment'],
    list: (doc) => `/api/assignments?date=${doc.date}`,
    filter: (doc) => `/api/assignments/filter?text=${doc.marker}&size=100`,
    save: merge,
    patch: informationPatch,
  },
  newsReport: {
    base: '/api/news_reports',
    entityType: 'news_report',
    searchKind: 'newsreports',
    areas: ['news_report'],
    list: (doc) => `/api/news_reports/filter?from=${doc.date}&to=${doc.date}&allPrograms=true`,
    filter: (doc) => `/api/news_reports/filter?text=${doc.marker}&allPrograms=true&size=100`,
    save: merge,
    patch: informationPatch,
  },
  production: {
    base: '/api/productions',
    entityType: 'production',
    searchKind: 'productions',
    areas: ['production'],
    list: (doc) => `/api/productions?date=${doc.date}`,
    filter: (doc) => `/api/productions/filter?text=${doc.marker}&size=100`,
    save: merge,
    patch: informationPatch,
  },
  report: {
    base: '/api/reports',
    entityType: 'report',
    searchKind: 'reports',
    areas: ['report'],
    list: (doc) => `/api/reports/filter?from=${doc.date}&to=${doc.date}&size=100`,
    filter: (doc) => `/api/reports/filter?text=${doc.marker}&size=100`,
    save: (view, change) => ({ ...view, text: change }),
    patch: null,
  },
  post: {
    base: '/api/posts',
    entityType: 'post',
    searchKind: 'posts',
    areas: ['post'],
    // A post's day is that of its last change, in the newsroom's zone.
    list: (doc) => `/api/posts/filter?from=${doc.date}&to=${doc.date}&size=100`,
    filter: (doc) => `/api/posts/filter?filter=${doc.marker}&size=100`,
    save: (view, change) => ({ ...view, excerpt: change }),
    patch: null,
  },
};

// ---------------------------------------------------------------- the world

/** The areas the kinds' rules read; the personas hold one level in all of them. */
const DOCUMENT_AREAS: Area[] = [
  'story',
  'rundown',
  'assignment',
  'news_report',
  'production',
  'report',
  'post',
];
const everywhere = (level: 'read' | 'write' | 'admin'): Permissions =>
  Object.fromEntries(DOCUMENT_AREAS.map((area) => [area, level]));
/** Admin of every document area but the kind's own. */
const noLevelOn = (areas: Area[]): Permissions =>
  Object.fromEntries(
    DOCUMENT_AREAS.filter((area) => !areas.includes(area)).map((area) => [area, 'admin']),
  );

const DAY = '2031-05-05';
const marker = () => `ZQ${randomBytes(4).toString('hex').toUpperCase()}`;

let owner: User;
const callers = {} as Record<Kind, Record<Relation, User>>;
/** The shared (restricted program) and private document of each kind. */
const docs = {} as Record<Kind, { shared: Doc; private: Doc }>;

async function expectStatus(call: Call, cookie: string, status: number): Promise<View> {
  const [method, url, body] = call;
  const response = await kit.call(method, url, cookie, body);
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
  return response.body ? response.json<View>() : {};
}

/** Makes a document private to its owner, shared with `allowed`. */
async function makePrivate(kind: Kind, id: number, allowedId: number): Promise<void> {
  const base = CALLS[kind].base;
  await expectStatus(['PUT', `${base}/${id}/private`, { isPrivate: true }], owner.cookie, 200);
  await expectStatus(
    ['PUT', `${base}/${id}/allowed_users`, { userIds: [allowedId] }],
    owner.cookie,
    200,
  );
}

async function assignment(programId: number, word: string): Promise<View> {
  return expectStatus(
    [
      'POST',
      '/api/assignments',
      {
        slug: `pauta ${word}`,
        date: DAY,
        state: 'PRODUCING',
        programsIds: [programId],
        proposal: `proposta ${word}`,
        information: `fonte ${word}`,
        tasks: [{ id: 't1', label: `ligar ${word}` }],
      },
    ],
    owner.cookie,
    201,
  );
}

const kit = useStoryKit();

beforeAll(async () => {
  const db = kit.tdb.database;
  const group = await createGroup(db);
  const otherGroup = await createGroup(db);
  const programId = await kit.program({ groupIds: [group.id] });
  const user = (permissions: Permissions, groupIds = [group.id]) =>
    kit.userWith({ permissions, groupIds });
  const made = await createUser(db, { isRoot: true });
  const root = {
    id: made.id,
    nickname: made.nickname,
    cookie: await loginCookie(kit.t.app, made.nickname),
  };
  const people = {
    reader: await user(everywhere('read')),
    writer: await user(everywhere('write')),
    admin: await user(everywhere('admin')),
    root,
    outsider: await user(everywhere('admin'), [otherGroup.id]),
    owner: await user(everywhere('write')),
    allowed: await user(everywhere('write')),
    colleague: await user(everywhere('admin')),
    'root, private': root,
  };
  owner = people.owner;
  for (const kind of KINDS)
    callers[kind] = { ...people, 'no level': await user(noLevelOn(CALLS[kind].areas)) };

  // Stories: two in a rundown of the program, two in its drawer.
  const rundown = await kit.rundown(owner.cookie, { programId, date: kit.day(1) });
  const inRundown = async () => {
    const word = marker();
    const row = await kit.addStory(owner.cookie, firstBlock(rundown).id, {
      slug: `materia ${word}`,
      information: `fonte ${word}`,
    });
    return { id: row.id, marker: word, date: rundown.date };
  };
  const inDrawer = async () => {
    const word = marker();
    const story = await expectStatus(
      ['POST', '/api/drawer/stories', { slug: `gaveta ${word}`, programId }],
      owner.cookie,
      201,
    );
    return { id: story.id as number, marker: word, date: story.date as string };
  };
  docs['rundown story'] = { shared: await inRundown(), private: await inRundown() };
  docs['drawer story'] = { shared: await inDrawer(), private: await inDrawer() };

  const assignmentDoc = async () => {
    const word = marker();
    return { id: (await assignment(programId, word)).id as number, marker: word, date: DAY };
  };
  docs.assignment = { shared: await assignmentDoc(), private: await assignmentDoc() };

  const newsReport = async () => {
    const word = marker();
    const report = await expectStatus(
      [
        'POST',
        '/api/news_reports',
        {
          slug: `reportagem ${word}`,
          date: DAY,
          reporterId: owner.id,
          programsIds: [programId],
          lead: `cabeça ${word}`,
          information: `fonte ${word}`,
        },
      ],
      owner.cookie,
      201,
    );
    return { id: report.id as number, marker: word, date: DAY };
  };
  docs.newsReport = { shared: await newsReport(), private: await newsReport() };

  // Productions of assignments of their own: one of the program, one private to its owner.
  const production = async (isPrivate: boolean) => {
    const word = marker();
    const source = (await assignment(programId, word)).id as number;
    if (isPrivate) await makePrivate('assignment', source, people.allowed.id);
    const made = await expectStatus(
      ['POST', `/api/productions/assignment/${source}`, {}],
      owner.cookie,
      201,
    );
    return { id: made.id as number, marker: word, date: made.date as string };
  };
  docs.production = { shared: await production(false), private: await production(true) };

  const report = async () => {
    const word = marker();
    const made = await expectStatus(
      ['POST', '/api/reports', { title: `relatorio ${word}`, date: DAY, text: `texto ${word}` }],
      owner.cookie,
      201,
    );
    return { id: made.id as number, marker: word, date: DAY };
  };
  docs.report = { shared: await report(), private: await report() };

  const post = async () => {
    const word = marker();
    const made = await expectStatus(
      ['POST', '/api/posts', { caption: `post ${word}`, body: `<p>texto ${word}</p>` }],
      owner.cookie,
      201,
    );
    return { id: made.id as number, marker: word, date: newsroomDay(kit.t.app.platform) };
  };
  docs.post = { shared: await post(), private: await post() };

  for (const kind of [
    'rundown story',
    'drawer story',
    'assignment',
    'newsReport',
    'report',
    'post',
  ] as const)
    await makePrivate(kind, docs[kind].private.id, people.allowed.id);
});

// ---------------------------------------------------------------- running a row

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await kit.tdb.database.db.execute(query)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** The document as its owner sees it, its locks and revisions, and the last event. */
async function stateOf(kind: Kind, doc: Doc): Promise<string> {
  const { base, entityType } = CALLS[kind];
  const view = await kit.call('GET', `${base}/${doc.id}`, owner.cookie);
  const id = String(doc.id);
  return JSON.stringify({
    view: view.body,
    locks: await count(
      sql`SELECT count(*)::int AS n FROM locks WHERE entity_type = ${entityType} AND entity_id = ${id}`,
    ),
    revisions: await count(
      sql`SELECT count(*)::int AS n FROM revisions WHERE entity_type = ${entityType} AND entity_id = ${id}`,
    ),
    lastEvent: await count(sql`SELECT coalesce(max(id), 0)::int AS n FROM outbox`),
  });
}

async function ownerView(kind: Kind, doc: Doc): Promise<View> {
  return expectStatus(['GET', `${CALLS[kind].base}/${doc.id}`], owner.cookie, 200);
}

let changes = 0;

/** The call of one action on a document. */
async function callOf(kind: Kind, action: Action, doc: Doc): Promise<Call> {
  const { base, searchKind, list, filter, save, patch } = CALLS[kind];
  const change = `revisto ${++changes}`;
  switch (action) {
    case 'read':
      return ['GET', `${base}/${doc.id}`];
    case 'list':
      return ['GET', list(doc)];
    case 'filter':
      return ['GET', filter(doc)];
    case 'search':
      return ['GET', `/api/search?q=${doc.marker}&kinds=${searchKind}&size=100`];
    case 'edit':
      return ['POST', `${base}/${doc.id}/edit`, {}];
    case 'save':
      return ['PUT', `${base}/${doc.id}`, save(await ownerView(kind, doc), change)];
    case 'patch':
      return ['PATCH', `${base}/${doc.id}`, patch!(change)];
    case 'revisions':
      return ['GET', `${base}/${doc.id}/revisions`];
    case 'delete':
      return ['DELETE', `${base}/${doc.id}`];
    case 'restore':
      return ['PUT', `${base}/${doc.id}/restore`];
  }
}

type Item = { id: number; visible?: boolean; kind?: string };

/** What the caller got, in the table's terms. */
function outcomeOf(
  kind: Kind,
  action: Action,
  doc: Doc,
  status: number,
  body: string,
): Outcome | 'blanked but visible' {
  if (status !== 200) return status;
  const answer = JSON.parse(body) as Item | Item[] | { data: Item[] };
  const items = Array.isArray(answer) ? answer : 'data' in answer ? answer.data : [answer];
  switch (action) {
    case 'read':
      if ((answer as Item).visible === false) return 'masked';
      return body.toUpperCase().includes(doc.marker) ? 'whole' : 'blanked but visible';
    case 'list':
    case 'filter': {
      const item = items.find((i) => i.id === doc.id);
      if (!item) return 'absent';
      return item.visible === false ? 'masked' : 'listed';
    }
    case 'search':
      return items.some((i) => i.kind === CALLS[kind].searchKind && i.id === doc.id)
        ? 'found'
        : 'absent';
    default:
      return 200;
  }
}

/**
 * Puts the document back as every row starts from it: no lock, out of the trash (where only a
 * delete or a restore can have left it; a refused write changing anything is reported).
 */
async function reset(kind: Kind, action: Action, doc: Doc): Promise<void> {
  await kit.tdb.database.db.execute(sql`DELETE FROM locks`);
  if ((action === 'delete' || action === 'restore') && (await ownerView(kind, doc)).excluded)
    await expectStatus(['PUT', `${CALLS[kind].base}/${doc.id}/restore`], owner.cookie, 200);
}

/** Runs one row; answers what is wrong with it (nothing when it holds). */
async function run(row: Row): Promise<string[]> {
  const { kind, relation, action, expected } = row;
  const doc = ON_PRIVATE.includes(relation) ? docs[kind].private : docs[kind].shared;
  const user = callers[kind][relation];
  const isWrite = WRITES.includes(action);
  if (action === 'restore')
    await expectStatus(['DELETE', `${CALLS[kind].base}/${doc.id}`], owner.cookie, 204);
  const before = isWrite ? await stateOf(kind, doc) : '';

  const [method, url, body] = await callOf(kind, action, doc);
  const response = await kit.call(method, url, user.cookie, body);
  const got = outcomeOf(kind, action, doc, response.statusCode, response.body);

  const wrong: string[] = [];
  const label = `${relation} × ${kind} × ${action}`;
  if (got !== expected)
    wrong.push(
      `${label}: expected ${expected}, got ${got} (${method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)})`,
    );
  if (!SEES_CONTENT.includes(expected) && response.body.toUpperCase().includes(doc.marker))
    wrong.push(`${label}: the answer carries the slug (${response.body.slice(0, 120)})`);
  if (isWrite && !SEES_CONTENT.includes(expected) && (await stateOf(kind, doc)) !== before)
    wrong.push(`${label}: the refused ${action} changed the document`);
  if (isWrite) await reset(kind, action, doc);
  return wrong;
}

describe('access to every document kind by role', () => {
  it.each(KINDS)(
    'answers each role on a %s as the table says',
    async (kind) => {
      const wrong: string[] = [];
      for (const row of ROWS.filter((r) => r.kind === kind)) wrong.push(...(await run(row)));
      expect(wrong).toEqual([]);
    },
    180_000,
  );
});
