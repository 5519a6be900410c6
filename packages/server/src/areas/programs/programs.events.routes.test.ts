import { describe, expect, it } from 'vitest';
import type { Program } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { createGroup } from '../../test/testApp';
import { idsOf, unique, useProgramsKit } from './programs.testkit';

/** What /topic/programs tells whom when programs change (a restriction keeps outsiders out). */

const kit = useProgramsKit();
const { call, cookieOf, makeProgram } = kit;

describe('program events', () => {
  it('publishes on /topic/programs; a restricted program reaches its members and never an outsider', async () => {
    const group = await createGroup(kit.tdb.database);
    const member = await cookieOf({ groupIds: [group.id] });
    const outsider = await cookieOf();
    const adminOutsider = await cookieOf({ permissions: { admin: 'read' } });
    const memberSocket = await connectStomp(kit.t.baseUrl, member.cookie, ['/topic/programs']);
    const outsiderSocket = await connectStomp(kit.t.baseUrl, outsider.cookie, ['/topic/programs']);
    const adminSocket = await connectStomp(kit.t.baseUrl, adminOutsider.cookie, [
      '/topic/programs',
    ]);
    try {
      const secret = await makeProgram({ name: unique('Secreto'), groupIds: [group.id] });
      const created = await memberSocket.next(
        '/topic/programs',
        (e) => e.entity === 'program' && e.id === String(secret.id),
      );
      expect(created).toMatchObject({ action: 'CREATE', data: secret, version: 1 });
      const notice = await adminSocket.next(
        '/topic/programs',
        (e) => e.entity === 'restricted_program' && e.id === String(secret.id),
      );
      expect(notice).toMatchObject({ action: 'CREATE', data: { id: secret.id } });

      const renamed = (
        await call('PUT', `/api/programs/${secret.id}`, kit.writerCookie, {
          ...secret,
          name: `${secret.name} 2`,
        })
      ).json<Program>();
      expect(
        (
          await memberSocket.next(
            '/topic/programs',
            (e) => e.action === 'UPDATE' && e.id === String(secret.id),
          )
        ).data,
      ).toEqual(renamed);
      expect(
        (await call('DELETE', `/api/programs/${secret.id}`, kit.programAdminCookie)).statusCode,
      ).toBe(204);
      expect(
        (
          await memberSocket.next(
            '/topic/programs',
            (e) => e.action === 'DELETE' && e.id === String(secret.id),
          )
        ).data,
      ).toEqual({ id: secret.id });

      // Events arrive in order: once the outsider has the open program's event, nothing restricted came before it.
      const open = await makeProgram({ name: unique('Público') });
      const openEvent = await outsiderSocket.next(
        '/topic/programs',
        (e) => e.id === String(open.id),
      );
      expect(openEvent).toMatchObject({ action: 'CREATE', entity: 'program', data: open });
      const seen = outsiderSocket.received.get('/topic/programs') ?? [];
      expect(seen.filter((e) => e.id === String(secret.id))).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain(secret.name);
      expect(
        (adminSocket.received.get('/topic/programs') ?? []).filter(
          (e) => e.entity === 'program' && e.id === String(secret.id),
        ),
      ).toEqual([]);
    } finally {
      await memberSocket.close();
      await outsiderSocket.close();
      await adminSocket.close();
    }
  });

  it('tells whoever could see a program before its restriction changed to reload, without its data', async () => {
    const group = await createGroup(kit.tdb.database);
    const outsider = await cookieOf();
    const socket = await connectStomp(kit.t.baseUrl, outsider.cookie, ['/topic/programs']);
    try {
      const program = await makeProgram({ name: unique('Fechando') });
      await socket.next(
        '/topic/programs',
        (e) => e.action === 'CREATE' && e.id === String(program.id),
      );
      const closed = (
        await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
          ...program,
          name: `${program.name} fechado`,
          groupIds: [group.id],
        })
      ).json<Program>();
      const notice = await socket.next(
        '/topic/programs',
        (e) => e.entity === 'program_access' && e.id === String(program.id),
      );
      expect(notice.data).toEqual({ id: program.id });
      expect(JSON.stringify(socket.received.get('/topic/programs'))).not.toContain(closed.name);
      expect(
        idsOf((await call('GET', '/api/programs/accessible', outsider.cookie)).json()),
      ).not.toContain(program.id);
    } finally {
      await socket.close();
    }
  });
});
