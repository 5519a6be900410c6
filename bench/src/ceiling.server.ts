/**
 * The ceiling of this machine, run as a child process like the real server: a bare Fastify app
 * on 127.0.0.1:PORT whose routes answer stored JSON bodies of the real answers' size, and a raw
 * `ws` server on /ws that broadcasts a stored payload to every client. No database, no session,
 * no validation, no logging. Not a benchmark by itself (run by the *.bench.ts files).
 *
 *   PUT  /bodies          { load, patch, event }: the bodies to answer / broadcast
 *   GET  /load            answers `load`
 *   PATCH /patch          reads a JSON body, answers `patch`
 *   POST /broadcast       { seq }: sends `event` with that seq to every socket, answers {}
 *   GET  /health
 */
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
const bodies = { load: '{}', patch: '{}', event: '{}' };

app.get('/health', async () => ({ ok: true }));
app.put<{ Body: typeof bodies }>('/bodies', async (request) => {
  Object.assign(bodies, request.body);
  return {};
});
app.get('/load', async (_request, reply) => reply.type('application/json').send(bodies.load));
app.patch('/patch', async (_request, reply) => reply.type('application/json').send(bodies.patch));

const sockets = new Set<WebSocket>();
app.post<{ Body: { seq: number } }>('/broadcast', async (request) => {
  // The stored event with this round's number, serialized once and sent to every socket.
  const text = JSON.stringify({ ...(JSON.parse(bodies.event) as object), seq: request.body.seq });
  for (const socket of sockets) socket.send(text);
  return {};
});

const wss = new WebSocketServer({ server: app.server, path: '/ws' });
wss.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

await app.listen({ port, host: '127.0.0.1' });
const shutdown = () => {
  for (const socket of sockets) socket.terminate();
  wss.close();
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
