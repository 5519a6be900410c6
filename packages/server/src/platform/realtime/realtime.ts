import { localeOfAcceptLanguage } from '@newsroom/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { refreshPresence, setSessionAway } from '../auth/presence';
import {
  clearSocketSeen,
  markSocketsSeen,
  missingSessions,
  resolveSession,
  SESSION_COOKIE,
} from '../auth/sessions';
import type { SessionCache } from '../auth/sessionCache';
import type { Database } from '../db/client';
import { hostOf, isOriginOf, proxyTrustOf } from '../http/forwarded';
import { RealtimeHub, SESSION_ENDED_CLOSE_CODE } from './hub';
import type { RecentEvents } from './recentEvents';
import { StompServer } from './stompServer';

/** How often open sockets are checked against their sessions. */
const SOCKET_CHECK_MS = 30_000;

/** The WebSocket endpoint. */
export const WS_PATH = '/ws';

/**
 * STOMP over WebSocket at /ws, authenticated by the session cookie and Origin-checked, fed by
 * the outbox hub. Sockets whose session ended elsewhere are closed with 1008 when the
 * LOGGED_OUT event arrives, and by a periodic check as a second line.
 */
export function createRealtime(
  app: FastifyInstance,
  database: Database,
  config: Config,
  clock: () => Date,
  sessions: SessionCache,
  recent: RecentEvents,
) {
  const policy = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const proxyTrust = proxyTrustOf(config.trustProxy);
  // The STOMP callbacks run only after `hub` below exists.
  const stomp = new StompServer({
    async authenticate(req) {
      const token = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
      if (!token) return null;
      const actor = await resolveSession(
        database,
        token,
        {
          ip: req.socket.remoteAddress ?? '',
          locale: localeOfAcceptLanguage(req.headers['accept-language']),
        },
        policy,
        clock(),
        sessions,
      );
      if (!actor) return null;
      hub.rememberViewer(actor.sessionId, actor);
      await markSocketsSeen(database, [actor.sessionId], clock());
      // A screen that connects is in use: its session is no longer away.
      await setSessionAway(database.db, actor, false, clock());
      return { sessionId: actor.sessionId, userId: actor.userId };
    },
    isOriginAllowed(req) {
      const origin = req.headers.origin;
      // Browsers always send one on WebSocket upgrades.
      return origin !== undefined && isOriginOf(origin, hostOf(req, proxyTrust));
    },
    canSubscribe: (principal, destination) => hub.canSubscribe(principal.sessionId, destination),
    onClose(principal) {
      // The session's last screen here closed: its edit locks may be taken back by its user.
      if (stomp.principals().some((p) => p.sessionId === principal.sessionId)) return;
      clearSocketSeen(database, principal.sessionId)
        .then(() => refreshPresence(database.db, [principal.userId], clock()))
        .catch((err: unknown) => app.log.error({ err }, 'socket presence not cleared'));
    },
    log: app.log,
  });
  const hub: RealtimeHub = new RealtimeHub(
    database,
    stomp,
    (err) => app.log.error({ err }, 'real-time delivery failed'),
    recent,
  );

  let timer: NodeJS.Timeout | null = null;
  const checkSockets = async () => {
    const ids = [...new Set(stomp.principals().map((p) => p.sessionId))];
    if (ids.length === 0) return;
    const gone = await missingSessions(database, ids);
    // An open socket is not activity (an unattended screen must not keep a session alive), but
    // it is presence: it tells whether a session's edit locks are still in front of someone.
    if (gone.length > 0) stomp.closeSessions(gone, SESSION_ENDED_CLOSE_CODE, 'session ended');
    await markSocketsSeen(
      database,
      ids.filter((id) => !gone.includes(id)),
      clock(),
    );
    hub.pruneViewers();
  };

  app.server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] === WS_PATH) stomp.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  return {
    hub,
    stomp,
    async start() {
      await hub.start();
      timer = setInterval(() => {
        checkSockets().catch((err: unknown) =>
          app.log.error({ err }, 'socket session check failed'),
        );
      }, SOCKET_CHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await stomp.close();
      await hub.stop();
    },
  };
}
