import { z } from 'zod';

/**
 * A number id tagged with its kind. A plain number (a row's id, a parsed route parameter) is
 * accepted where one is expected, but an id of one kind passed where another kind's is expected
 * does not compile: rundown, block and story ids travel side by side and are easy to swap.
 */
export type IdOf<Kind extends string> = number & { readonly kind?: Kind };

export type RundownId = IdOf<'rundown'>;
export type BlockId = IdOf<'block'>;
export type StoryId = IdOf<'story'>;

/** A positive integer id of `Kind` in a schema. */
export function idSchemaOf<Kind extends string>(): z.ZodType<IdOf<Kind>, number> {
  return z.number().int().positive();
}
