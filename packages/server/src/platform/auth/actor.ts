import { hasRoles } from '@newsroom/domain';
import { forbidden } from '../../platform/http/refusals';

/** The authenticated caller of a request or socket. */
export interface Actor {
  userId: number;
  nickname: string;
  name: string;
  isRoot: boolean;
  /** Role strings held, derived from the user's permissions. */
  roles: string[];
  groupIds: number[];
  /** Hashed session id (never the cookie token). */
  sessionId: string;
  ip: string;
}

/** Throws 403 unless the actor holds every requested role. */
export function requireRoles(actor: Actor, ...roles: string[]): void {
  if (!hasRoles(actor.roles, roles)) throw forbidden();
}
