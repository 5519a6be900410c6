import { z } from 'zod';
import { isCalendarDate } from '../platform/calendarDate';
import { rundownDateSchema } from '../rundowns/rundown';
import { NEWS_REPORT_SECTION_TYPES } from '../newsReports/newsReport';
import { SECTION_TYPES } from '../stories/storyContent';

/**
 * Scripts (spec 1 §1 main area "scripts"): the script book of one day and program — every story
 * of the program's rundown in running order with what is read on air, and, for a story made from
 * a reportage, that reportage's script. The presenter reads it before the show; the editor checks
 * and prints it. The Standby block's stories come last, marked `standby`: they are the spares a
 * presenter may be handed during the show.
 */

const idSchema = z.number().int().positive();
const ms = z.number().int().min(0);

/** What a part of a script is: read on camera, read off camera, or a one-line cue. */
export const SCRIPT_PART_KINDS = ['camera', 'text', 'cue'] as const;
export const scriptPartKindSchema = z.enum(SCRIPT_PART_KINDS);
/** camera (CAMERA_TEXT, a reporter's appearance), text (TEXT, an off), cue (everything else). */
export type ScriptPartKind = z.infer<typeof scriptPartKindSchema>;

/** What a cue stands for. */
export const SCRIPT_CUE_TYPES = [
  'video',
  'cg',
  'cueIn',
  'cueOut',
  'interview',
  'soundup',
  'art',
] as const;
export const scriptCueTypeSchema = z.enum(SCRIPT_CUE_TYPES);
/**
 * video (MOS video), cg (CG or MOS graphic), cueIn / cueOut (a section's first and last words,
 * "deixa"), interview (sonora), soundup (sobe som), art (arte) of a reportage.
 */
export type ScriptCueType = z.infer<typeof scriptCueTypeSchema>;

/** The sections a part may come from: a story's (HEADER…FOOTER) or a reportage's (APPEARANCE…). */
export const SCRIPT_SECTION_TYPES = [...SECTION_TYPES, ...NEWS_REPORT_SECTION_TYPES] as const;

/** One part of a script, in reading order. */
export const scriptPartSchema = z.object({
  kind: scriptPartKindSchema,
  /** The section it belongs to (the web names the section where it changes). */
  section: z.enum(SCRIPT_SECTION_TYPES),
  /** The words read; for a cue what it shows (CG values, the video's slug, the interview's words). */
  text: z.string(),
  /** Who reads a story's text (null: not set, or a reportage part). */
  presenterId: idSchema.nullable(),
  /** The camera a text is read on ('' when not set). */
  camera: z.string(),
  /** What a cue stands for; null for read parts. */
  cue: scriptCueTypeSchema.nullable(),
  /** A video's or interview's duration; null when it has none of its own. */
  durationMs: ms.nullable(),
});
/** One part of a script. */
export type ScriptPart = z.infer<typeof scriptPartSchema>;

/** The script of the reportage a story was made from, as the reportage is now. */
export const scriptReportageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  reporterId: idSchema.nullable(),
  totalMs: ms,
  parts: z.array(scriptPartSchema),
});
/** A reportage's script. */
export type ScriptReportage = z.infer<typeof scriptReportageSchema>;

/** One story of the script book. */
export const scriptStorySchema = z.object({
  id: idSchema,
  /** Page as the rundown shows it ("01"). */
  page: z.string(),
  /** '' when not visible. */
  slug: z.string(),
  blockId: idSchema,
  blockName: z.string(),
  /** In the Standby block or a block put on standby: not part of the show unless brought in. */
  standby: z.boolean(),
  /** Who reads its texts, in order of first appearance. */
  presenterIds: z.array(idSchema),
  estimatedMs: ms,
  totalMs: ms,
  approved: z.boolean(),
  isPrivate: z.boolean(),
  /** False for a private story of others: slug, parts and reportage blanked. */
  visible: z.boolean(),
  parts: z.array(scriptPartSchema),
  /** The reportage it was made from, when the caller may read that reportage. */
  reportage: scriptReportageSchema.nullable(),
});
/** One story of the script book. */
export type ScriptStory = z.infer<typeof scriptStorySchema>;

/** A rundown of the script book. */
export const scriptRundownSchema = z.object({
  id: idSchema,
  date: rundownDateSchema,
  /** Planned start and end, `HH:mm:ss`, as the rundown has them. */
  start: z.string(),
  end: z.string(),
  approved: z.boolean(),
  /** Its stories in running order, the Standby block's last. */
  stories: z.array(scriptStorySchema),
});
/** A rundown of the script book. */
export type ScriptRundown = z.infer<typeof scriptRundownSchema>;

/** GET /scripts answer: the program's rundowns of the day (none or one) with their scripts. */
export const scriptBookSchema = z.object({
  date: rundownDateSchema,
  program: z.object({ id: idSchema, name: z.string() }),
  rundowns: z.array(scriptRundownSchema),
});
/** The script book of a day and program. */
export type ScriptBook = z.infer<typeof scriptBookSchema>;

/** GET /scripts query: a real calendar day (no 30 February) and a program. */
export const scriptsQuerySchema = z.object({
  date: rundownDateSchema.refine(isCalendarDate, 'invalid'),
  programId: z.coerce.number().int().positive().max(2_147_483_647),
});
/** GET /scripts query. */
export type ScriptsQuery = z.infer<typeof scriptsQuerySchema>;
