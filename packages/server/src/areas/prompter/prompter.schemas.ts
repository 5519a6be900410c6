import type { z } from 'zod';
import { prompterPositionBodySchema } from '@newsroom/domain';

/** Body of POST /rundowns/{id}/prompter/position. */
export const positionBodySchema = prompterPositionBodySchema;
/** The operator's position and screen. */
export type PrompterPositionBody = z.infer<typeof positionBodySchema>;
