import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { programs } from './organisation';
import { branches, documentTypes } from './admin';
import { createdAt, ids, optionalId, parentId, recordStamps, versionStamps } from './columns';

/** Where a block stands, its name and the break after it: a rundown's blocks and a template's. */
const blockLayoutColumns = () => ({
  index: integer('index').notNull(),
  name: varchar('name', { length: 120 }).notNull().default(''),
  standBy: boolean('stand_by').notNull().default(false),
  /** Commercial break after the block, in ms. */
  commercialMs: bigint('commercial_ms', { mode: 'number' }).notNull().default(0),
  /** Planned time of the break (HH:mm:ss), when fixed. */
  breakTime: time('break_time'),
});

/** A running order: one show (program) on one date. */
export const rundowns = pgTable(
  'rundowns',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    date: date('date').notNull(),
    /** Scheduled start and end of this edition (copied from the program, editable). */
    start: time('start').notNull(),
    end: time('end').notNull(),
    /** Planned production (content) time in ms; null = show length minus commercials. */
    productionMs: bigint('production_ms', { mode: 'number' }),
    approved: boolean('approved').notNull().default(false),
    /** A displayed rundown (aired and closed) cannot change. */
    displayed: boolean('displayed').notNull().default(false),
    mosEnabled: boolean('mos_enabled').notNull().default(false),
    /** The item on air: `block` or `story`, its id, when it started and its planned total. */
    onAirEntity: varchar('on_air_entity', { length: 10 }),
    onAirId: integer('on_air_id'),
    onAirStart: timestamp('on_air_start', { withTimezone: true }),
    onAirTotalMs: bigint('on_air_total_ms', { mode: 'number' }),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('rundowns_program_date_key').on(t.programId, t.date)],
);

/** A block of a rundown (between breaks); the Standby block is always last. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    rundownId: parentId('rundown_id', () => rundowns.id),
    ...blockLayoutColumns(),
    /** blank, play (on air) or stop (displayed). */
    displayStatus: varchar('display_status', { length: 10 }).notNull().default('blank'),
    playTime: timestamp('play_time', { withTimezone: true }),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    /** Hard hit: the block must start at this time of day (issue 26); null = none. */
    hitTime: time('hit_time'),
    ...versionStamps(),
  },
  (t) => [index('blocks_rundown_idx').on(t.rundownId, t.index)],
);

/**
 * Stories: the items of rundowns (in a block) and of the drawer (no block), with the story
 * editor's header fields, computed durations and content (sections as JSON, spec 1 §3).
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    blockId: integer('block_id').references(() => blocks.id, { onDelete: 'cascade' }),
    /** Position inside the block, from 0. */
    index: integer('index').notNull().default(0),
    /** Page number shown in the rundown (set by repaginate), e.g. "01", "02". */
    page: varchar('page', { length: 10 }).notNull().default(''),
    slug: varchar('slug', { length: 100 }).notNull().default(''),
    programId: integer('program_id').references(() => programs.id),
    /** Planned duration in ms. */
    estimatedMs: bigint('estimated_ms', { mode: 'number' }).notNull().default(0),
    /** Produced duration in ms (head + VT + VO + link, computed by the story editor). */
    totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
    approved: boolean('approved').notNull().default(false),
    displayStatus: varchar('display_status', { length: 10 }).notNull().default('blank'),
    playTime: timestamp('play_time', { withTimezone: true }),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    /** Hard hit: the story must start at this time of day (issue 26); null = none. */
    hitTime: time('hit_time'),
    ownerId: optionalId('owner_id', () => users.id),
    allowedUserIds: ids('allowed_user_ids'),
    isPrivate: boolean('is_private').notNull().default(false),
    radio: boolean('radio').notNull().default(false),
    information: text('information').notNull().default(''),
    excluded: boolean('excluded').notNull().default(false),
    /**
     * The day of a drawer story (its creation, or the rundown's date when it was sent to the
     * drawer). A story in a block takes its rundown's date instead (queries join), so moving a
     * rundown's date needs no update here.
     */
    date: date('date'),
    typeId: optionalId('type_id', () => documentTypes.id),
    branchId: optionalId('branch_id', () => branches.id),
    editorId: optionalId('editor_id', () => users.id),
    imageEditorId: optionalId('image_editor_id', () => users.id),
    reporterId: optionalId('reporter_id', () => users.id),
    mediaCode: varchar('media_code', { length: 60 }).notNull().default(''),
    /** Computed on save (storyTiming): head, link, VT (or the manual VT), VO and footer, in ms. */
    headMs: bigint('head_ms', { mode: 'number' }).notNull().default(0),
    linkMs: bigint('link_ms', { mode: 'number' }).notNull().default(0),
    vtMs: bigint('vt_ms', { mode: 'number' }).notNull().default(0),
    voMs: bigint('vo_ms', { mode: 'number' }).notNull().default(0),
    footerMs: bigint('footer_ms', { mode: 'number' }).notNull().default(0),
    manualVt: boolean('manual_vt').notNull().default(false),
    legacy: boolean('legacy').notNull().default(false),
    /** Section[] (domain storyContent), in air order. */
    sections: jsonb('sections').notNull().default([]),
    /**
     * Words of presenter text by presenter (`StoryRow.readWords`), written with the sections so a
     * rundown load need not read them; null = not counted (a trigger clears it when the sections
     * change without it), then counted from the sections at load.
     */
    readWords: jsonb('read_words').$type<{ presenterId: number | null; words: number }[]>(),
    /** Who saved it last (authorNickname in the viewer). */
    changedById: optionalId('changed_by_id', () => users.id),
    /** What it was created from (story, news report, assignment) and that document's id. */
    sourceType: varchar('source_type', { length: 20 }),
    sourceId: integer('source_id'),
    ...versionStamps(),
  },
  (t) => [
    // The block alone, not its order: a renumbering (every move) then changes no indexed column,
    // so PostgreSQL updates the rows in place (HOT) instead of adding an entry per story to
    // every index; a block's ~30 stories are sorted after the lookup.
    index('stories_block_idx').on(t.blockId),
    uniqueIndex('stories_uuid_key').on(t.uuid),
    index('stories_date_idx').on(t.date, t.programId),
  ],
);

/**
 * Writes of a rundown's blocks and stories not yet taken into a kept tree (rundowns.treeCache.ts):
 * a statement trigger on `blocks` and `stories` adds a row per rundown a statement wrote, whoever
 * wrote it; a tree mutation deletes the rows it saw and its own when it bumps the rundown. A
 * rundown with no row here and the version a kept tree was left at still has that tree. No
 * foreign key: a rundown's deletion cascades to its blocks, whose trigger writes here after it.
 */
export const rundownTreeWrites = pgTable(
  'rundown_tree_writes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rundownId: integer('rundown_id').notNull(),
    /** The writing transaction (`txid_current()`). */
    xid: bigint('xid', { mode: 'number' }).notNull(),
  },
  (t) => [index('rundown_tree_writes_rundown_idx').on(t.rundownId)],
);
/** What happened to a rundown, for the rundown logs dialog. */
export const rundownLogs = pgTable(
  'rundown_logs',
  {
    id: serial('id').primaryKey(),
    rundownId: parentId('rundown_id', () => rundowns.id),
    /** approval, creation, deletion, disapproval, movement, update (spec 1 §3). */
    action: varchar('action', { length: 20 }).notNull(),
    entity: varchar('entity', { length: 20 }).notNull(),
    entityId: integer('entity_id'),
    /** A short label: the story slug or block name. */
    label: text('label'),
    details: jsonb('details'),
    userId: optionalId('user_id', () => users.id),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rundown_logs_rundown_idx').on(t.rundownId, t.createdAt)],
);

/** A reusable rundown shape of a program: blocks and placeholder stories. */
export const rundownTemplates = pgTable('rundown_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  programId: parentId('program_id', () => programs.id),
  ...recordStamps(),
});

/** A block of a rundown template. */
export const templateBlocks = pgTable('template_blocks', {
  id: serial('id').primaryKey(),
  templateId: parentId('template_id', () => rundownTemplates.id),
  ...blockLayoutColumns(),
  ...versionStamps(),
});

/** A placeholder story of a template block. */
export const templateStories = pgTable('template_stories', {
  id: serial('id').primaryKey(),
  blockId: parentId('block_id', () => templateBlocks.id),
  index: integer('index').notNull(),
  /** Page number set by repaginate ("01", "02"…). */
  page: varchar('page', { length: 10 }).notNull().default(''),
  slug: varchar('slug', { length: 100 }).notNull().default(''),
  estimatedMs: bigint('estimated_ms', { mode: 'number' }).notNull().default(0),
  information: text('information').notNull().default(''),
  ...versionStamps(),
});

/** A reusable story (e.g. the show's opening), copied into rundowns. */
export const storyTemplates = pgTable('story_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
  slug: varchar('slug', { length: 100 }).notNull().default(''),
  estimatedMs: bigint('estimated_ms', { mode: 'number' }).notNull().default(0),
  information: text('information').notNull().default(''),
  /** Story content (sections) once the story editor exists. */
  content: jsonb('content').notNull().default({}),
  ...recordStamps(),
});

/**
 * A presenter's read rate in words per minute and the last suggestion an aired show measured
 * (issue 26). No row, or a null `wpm`, means the reporter read rate applies.
 */
export const presenterReadRates = pgTable('presenter_read_rates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wpm: integer('wpm'),
  /** The measured rate waiting for the editor, and what it rests on. */
  suggestedWpm: integer('suggested_wpm'),
  suggestedWords: integer('suggested_words'),
  suggestedSeconds: integer('suggested_seconds'),
  suggestedStories: integer('suggested_stories'),
  suggestedRundownId: integer('suggested_rundown_id').references(() => rundowns.id, {
    onDelete: 'set null',
  }),
  suggestedAt: timestamp('suggested_at', { withTimezone: true }),
  ...versionStamps(),
});
