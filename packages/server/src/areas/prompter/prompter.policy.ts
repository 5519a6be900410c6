import type { Actor } from '../../platform/auth/actor';
import { rundownsPolicy } from '../rundowns';

/**
 * Who reads a prompter and who drives one: a rundown's readers (ROLE_RUNDOWN_READ, of a program
 * open to them, 404 otherwise). Driving moves only screens, never the rundown, so reading is enough.
 */
export const prompterPolicy = {
  canRead: (actor: Actor): boolean => rundownsPolicy.canRead(actor),
};
