import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v2 as webdav } from 'webdav-server';

/**
 * A real WebDAV store for tests (the `webdav-server` package, in process, on loopback): a
 * temporary folder served with HTTP basic authentication. `files` maps paths to contents
 * (folders are made on the way); each user reads and writes the whole store.
 */
export interface TestWebdavStore {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

export async function startWebdavStore(options: {
  users: Record<string, string>;
  files: Record<string, string | Buffer>;
}): Promise<TestWebdavStore> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nrcs-webdav-'));
  for (const [name, content] of Object.entries(options.files)) {
    const target = path.join(folder, ...name.split('/').filter(Boolean));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  const users = new webdav.SimpleUserManager();
  const privileges = new webdav.SimplePathPrivilegeManager();
  for (const [name, password] of Object.entries(options.users))
    privileges.setRights(users.addUser(name, password, false), '/', ['all']);
  const server = new webdav.WebDAVServer({
    requireAuthentification: true,
    httpAuthentication: new webdav.HTTPBasicAuthentication(users, 'newsroom test'),
    privilegeManager: privileges,
    rootFileSystem: new webdav.PhysicalFileSystem(folder),
  });
  // Our own listener: the package's start() takes port 0 for "its default port, 1900".
  const execute = server.executeRequest as (req: IncomingMessage, res: ServerResponse) => void;
  const http = createServer((request, response) => execute(request, response));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
