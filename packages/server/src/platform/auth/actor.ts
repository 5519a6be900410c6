import type { Locale } from '@newsroom/domain';

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
  /** The language of the caller's screen (Accept-Language), for the names the server gives. */
  locale: Locale;
}
