import { z } from 'zod';
import { idSchemaOf } from '../platform/ids';
import { onAirSchema } from '../rundowns/rundown';
import { scriptPartSchema } from '../scripts/script';

/**
 * The prompter (teleprompter, issue 26): what the presenter reads on camera, scrolling on a
 * screen under the lens. It shows the approved stories of the show — not the Standby block's nor
 * a block put on standby — in running order, each as its script parts (camera and off-camera
 * texts and one-line cues; a story's internal information never). Several screens may follow one
 * operator, who sends the reading position on the `prompter` topic.
 */

/** One story as the prompter scrolls it. */
export const prompterStorySchema = z.object({
  id: idSchemaOf<'story'>(),
  /** Page as the rundown shows it ("01"): typed on the keyboard to jump to it. */
  page: z.string(),
  slug: z.string(),
  blockId: idSchemaOf<'block'>(),
  blockName: z.string(),
  /** The story's version: a screen re-renders a story only when it changed. */
  version: z.number().int(),
  parts: z.array(scriptPartSchema),
});
/** One story of the prompter. */
export type PrompterStory = z.infer<typeof prompterStorySchema>;

/** GET /rundowns/{id}/prompter answer. */
export const prompterScriptSchema = z.object({
  rundownId: idSchemaOf<'rundown'>(),
  /** The rundown's version the script was read at. */
  version: z.number().int(),
  /** The item on air when read (null: none). */
  onAir: onAirSchema.nullable(),
  stories: z.array(prompterStorySchema),
});
/** The prompter's script of a rundown. */
export type PrompterScript = z.infer<typeof prompterScriptSchema>;

/** Fastest scrolling step either way (steps are lines per second, see prompterControls.ts). */
export const PROMPTER_MAX_SPEED_STEP = 10;

/**
 * Where the operator's screen reads: a story and how far into it, as a fraction of its height,
 * so screens with other fonts and widths land on the same words.
 */
export const prompterPositionSchema = z.object({
  storyId: idSchemaOf<'story'>(),
  /** 0 = the story's first line at the reading line, 1 = its end. */
  offset: z.number().min(0).max(1),
  /** Speed step, negative to scroll back. */
  speedStep: z.number().int().min(-PROMPTER_MAX_SPEED_STEP).max(PROMPTER_MAX_SPEED_STEP),
  isPaused: z.boolean(),
});
/** The operator's reading position (body of POST /rundowns/{id}/prompter/position). */
export type PrompterPosition = z.infer<typeof prompterPositionSchema>;

/** A position event on the `prompter` topic: which rundown, and from which screen. */
export interface PrompterPositionEvent extends PrompterPosition {
  rundownId: number;
  /** The operator's screen (random per window), so a follower can tell two operators apart. */
  screenId: string;
}

/** The operator's screen id sent with a position. */
export const prompterPositionBodySchema = prompterPositionSchema.extend({
  screenId: z.string().min(1).max(64),
});
