import { z } from 'zod';

/**
 * Area configurations (spec 2 §3 "Configuration flags", spec 1 §4): which optional fields the
 * document, assignment, news report, story and rundown forms show,
 * and how fast each reporter or presenter reads. Every field has a default, so a stored
 * configuration written before a flag existed still parses, and an absent one is the default.
 */

/** The areas that have a configuration, named as their API paths' singular. */
export const AREA_CONFIG_AREAS = [
  'document',
  'assignment',
  'news_report',
  'story',
  'rundown',
  'production',
] as const;
/** One configurable area. */
export type ConfigArea = (typeof AREA_CONFIG_AREAS)[number];

/** The API path segment of each area (`/api/<segment>/config`). */
export const AREA_CONFIG_PATHS: Record<ConfigArea, string> = {
  document: 'documents',
  assignment: 'assignments',
  news_report: 'news_reports',
  story: 'stories',
  rundown: 'rundowns',
  production: 'productions',
};

/**
 * Default read rate in seconds per character of text, used for anyone without a rate of their
 * own (the spec's unexplained constant 0.075: about 13 characters a second, a calm news read).
 */
export const DEFAULT_READ_RATE = 0.075;
/** Slowest read rate an administrator may set, in seconds per character. */
export const MAX_READ_RATE = 1;

/** A read rate in seconds per character. */
export const readRateSchema = z.number().positive().max(MAX_READ_RATE);

/** Read rates by user id (JSON object keys are strings). */
export const readRatesSchema = z.record(z.string().regex(/^[1-9]\d*$/), readRateSchema);
export type ReadRates = z.infer<typeof readRatesSchema>;

const flag = (value: boolean) => z.boolean().default(value);

/** Document settings shared by every document kind. */
export const documentConfigSchema = z.object({
  /** Documents show and carry the branch they belong to. */
  branchEnabled: flag(false),
});

/** Assignment form flags. */
export const assignmentConfigSchema = z.object({
  classificationEnabled: flag(true),
  editorsEnabled: flag(true),
  reportersEnabled: flag(true),
  editorialsEnabled: flag(true),
  typeEnabled: flag(true),
  vehiclesEnabled: flag(true),
  linkEnabled: flag(true),
  /** Completed and interrupted assignments can no longer be edited (spec 1 §4). */
  lockFinished: flag(false),
});

/** News report form flags and the reporters' read rates. */
export const newsReportConfigSchema = z.object({
  vehiclesEnabled: flag(true),
  editorEnabled: flag(true),
  cameramanEnabled: flag(true),
  classificationEnabled: flag(true),
  editorialsEnabled: flag(true),
  /** Seconds per character by reporter user id. */
  readRates: readRatesSchema.default({}),
  /** Seconds per character for reporters without a rate of their own. */
  defaultReadRate: readRateSchema.default(DEFAULT_READ_RATE),
});

/** Story settings: the presenters' read rates. */
export const storyConfigSchema = z.object({
  /** Seconds per character by presenter user id. */
  readRates: readRatesSchema.default({}),
  /** Seconds per character for presenters without a rate of their own. */
  defaultReadRate: readRateSchema.default(DEFAULT_READ_RATE),
});

/** Rundown settings. */
export const rundownConfigSchema = z.object({
  /** Stories show and sum an estimated duration. */
  estimatedEnabled: flag(true),
});

/** Production settings. */
export const productionConfigSchema = z.object({
  /** Done tasks are hidden in production views. */
  hideDone: flag(false),
});

/** The configuration schema of each area. */
export const AREA_CONFIG_SCHEMAS = {
  document: documentConfigSchema,
  assignment: assignmentConfigSchema,
  news_report: newsReportConfigSchema,
  story: storyConfigSchema,
  rundown: rundownConfigSchema,
  production: productionConfigSchema,
} as const;

/** Each area's configuration. */
export interface AreaConfigs {
  document: z.infer<typeof documentConfigSchema>;
  assignment: z.infer<typeof assignmentConfigSchema>;
  news_report: z.infer<typeof newsReportConfigSchema>;
  story: z.infer<typeof storyConfigSchema>;
  rundown: z.infer<typeof rundownConfigSchema>;
  production: z.infer<typeof productionConfigSchema>;
}
export type DocumentConfig = AreaConfigs['document'];
export type AssignmentConfig = AreaConfigs['assignment'];
export type NewsReportConfig = AreaConfigs['news_report'];
export type StoryConfig = AreaConfigs['story'];
export type RundownConfig = AreaConfigs['rundown'];
export type ProductionConfig = AreaConfigs['production'];

/** An area's configuration with every default filled in. */
export function defaultAreaConfig<A extends ConfigArea>(area: A): AreaConfigs[A] {
  return AREA_CONFIG_SCHEMAS[area].parse({}) as AreaConfigs[A];
}

/**
 * A stored configuration read back: missing fields take their defaults; a value that no longer
 * validates falls back to the whole default rather than failing every form that needs it.
 */
export function readAreaConfig<A extends ConfigArea>(area: A, stored: unknown): AreaConfigs[A] {
  const parsed = AREA_CONFIG_SCHEMAS[area].safeParse(stored ?? {});
  return (parsed.success ? parsed.data : defaultAreaConfig(area)) as AreaConfigs[A];
}

/** The configuration of every area with its version (0 = never saved, the defaults). */
export type VersionedAreaConfig<A extends ConfigArea> = AreaConfigs[A] & { version: number };

/** Whether an area's configuration carries read rates. */
export function hasReadRates(area: ConfigArea): area is 'news_report' | 'story' {
  return area === 'news_report' || area === 'story';
}

/** The read rate of a person (seconds per character): their own, else the area's default. */
export function readRateOf(
  config: { readRates: ReadRates; defaultReadRate: number },
  userId: number | null | undefined,
): number {
  return (
    (userId !== null && userId !== undefined ? config.readRates[String(userId)] : undefined) ??
    config.defaultReadRate
  );
}
