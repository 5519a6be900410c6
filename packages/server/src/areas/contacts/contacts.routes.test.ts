import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactGroup, Paged } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { expectSessionRequired } from '../../platform/records/recordTestkit';
import { assignmentBody, expectFieldError } from '../assignments/assignments.testkit';

const { t, call, signIn } = useTestApp();

let reader: SignedIn;
let writer: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  reader = await signIn({ permissions: { contact: 'read' } });
  writer = await signIn({ permissions: { contact: 'write', assignment: 'write' } });
  other = await signIn({ permissions: { contact: 'write' } });
  admin = await signIn({ permissions: { contact: 'admin' } });
});

/**
 * A unique word for names and filters, so tests never find each other's contacts. Letters only:
 * three digits in a filter also match phone numbers, and could find another contact.
 */
const uniqueWord = () =>
  randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

/** A unique person's name. */
const person = (name = 'Ana Lúcia Prado') => `${name} ${uniqueWord()}`;

async function create(body: Record<string, unknown>, who = writer, query = ''): Promise<Contact> {
  const response = await call('POST', `/api/contacts${query}`, who.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
}

async function filter(who: SignedIn, query: string): Promise<Paged<Contact>> {
  const response = await call('GET', `/api/contacts/filter?${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<Contact>>();
}

async function makeGroup(name = `Grupo ${randomBytes(3).toString('hex')}`): Promise<ContactGroup> {
  const response = await call('POST', '/api/contact_groups', admin.cookie, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactGroup>();
}

describe('contacts', () => {
  it('requires a session, then the contact role', async () => {
    const calls = [
      ['GET', '/api/contacts/filter'],
      ['GET', '/api/contacts/1'],
      ['GET', '/api/contacts/1/usage_count'],
      ['GET', '/api/contacts/numbers/countries'],
      ['GET', '/api/contacts/numbers/labels'],
      ['POST', '/api/contacts'],
      ['POST', '/api/contacts/hidden'],
      ['PUT', '/api/contacts/1'],
      ['PUT', '/api/contacts/hidden/1'],
      ['DELETE', '/api/contacts/1'],
      ['PUT', '/api/contacts/1/restore'],
      ['GET', '/api/contact_groups'],
      ['POST', '/api/contact_groups'],
      ['GET', '/api/contact_groups/1/usage_count'],
      ['DELETE', '/api/contact_groups/1'],
    ] as const;
    await expectSessionRequired(call, calls);
    const nobody = await signIn();
    for (const [method, url] of calls) {
      const response = await call(method, url, nobody.cookie, { name: 'x', version: 1 });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const body = { name: person() };
    expect((await call('POST', '/api/contacts', reader.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/contact_groups', writer.cookie, body)).statusCode).toBe(403);
  });

  it('stores numbers in E.164, shows them in the branch’s format and reads them by country', async () => {
    const contact = await create({
      name: person(),
      profession: 'Assessora de imprensa',
      company: 'Secretaria da Segurança Pública',
      numbers: [
        { value: '(11) 98765-4321', label: 'cell_phone' },
        { value: '11 2345-6789', label: 'work', country: 'ar' },
        { value: '+1 212 555 0100', label: 'other' },
      ],
      emails: ['imprensa@ssp.sp.gov.br'],
    });
    expect(contact).toMatchObject({
      isPersistent: true,
      isHidden: false,
      ownerId: writer.id,
      numbers: [
        {
          value: '+5511987654321',
          country: 'BR',
          formatted: '(11) 98765-4321',
          label: 'cell_phone',
        },
        { value: '+541123456789', country: 'AR', label: 'work' },
        { value: '+12125550100', country: 'US', formatted: '+1 212 555 0100' },
      ],
    });
    const loaded = await call('GET', `/api/contacts/${contact.id}`, reader.cookie);
    expect(loaded.json()).toEqual(contact);
    const inPortugal = await create({
      name: person(),
      country: 'PT',
      numbers: [{ value: '912 345 678', label: 'cell_phone' }],
    });
    expect(inPortugal.numbers[0]).toMatchObject({ value: '+351912345678', country: 'PT' });
  });

  it('refuses a bad number, country or label with message keys and changes nothing', async () => {
    const name = person();
    const bad = await call('POST', '/api/contacts', writer.cookie, {
      name,
      numbers: [
        { value: '11 98765-4321', label: 'cell_phone' },
        { value: '123', label: 'cell_phone' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expectFieldError(bad.json(), 'numbers.1.value', 'invalidPhone');
    const country = await call('POST', '/api/contacts', writer.cookie, { name, country: 'XX' });
    expectFieldError(country.json(), 'country', 'invalidCountry');
    const label = await call('POST', '/api/contacts', writer.cookie, {
      name,
      numbers: [{ value: '11 98765-4321', label: 'pager' }],
    });
    expectFieldError(label.json(), 'numbers.0.label', 'invalid');
    expectFieldError(
      (await call('POST', '/api/contacts', writer.cookie, {})).json(),
      'name',
      'required',
    );
    expect((await filter(reader, `filter=${encodeURIComponent(name)}`)).total).toBe(0);

    const contact = await create({ name, numbers: [{ value: '11 98765-4321' }] });
    const update = await call('PUT', `/api/contacts/${contact.id}`, writer.cookie, {
      name: 'Outro nome',
      numbers: [{ value: '999' }],
      version: contact.version,
    });
    expectFieldError(update.json(), 'numbers.0.value', 'invalidPhone');
    expect((await call('GET', `/api/contacts/${contact.id}`, writer.cookie)).json()).toEqual(
      contact,
    );
  });

  it('filters the address book by words, accents and case ignored, paged from 0 by 25', async () => {
    const tag = uniqueWord();
    const names = ['Sérgio Araújo', 'Sergio Lima', 'Álvaro Souza'].map((n) => `${n} ${tag}`);
    for (const name of names)
      await create({
        name,
        company: `Hospital São Lucas ${tag}`,
        numbers: [{ value: '11 3333-4444' }],
      });
    const page = await filter(reader, `filter=${encodeURIComponent(`SERGIO ARAUJO ${tag}`)}`);
    expect(page.data.map((c) => c.name)).toEqual([names[0]]);
    expect(await filter(reader, `filter=sao lucas ${tag}`)).toMatchObject({
      total: 3,
      page: 0,
      size: 25,
    });
    // By name with accents folded: Álvaro among the A names, not after Z.
    expect((await filter(reader, `filter=${tag}`)).data.map((c) => c.name)).toEqual([
      names[2],
      names[0],
      names[1],
    ]);
    const second = await filter(reader, `filter=${tag}&page=1&size=2`);
    expect(second).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(second.data).toHaveLength(1);
  });

  it('keeps a private contact to its owner: 404, lists, search and events', async () => {
    const socket = await connectStomp(t.baseUrl, other.cookie, ['/topic/contacts']);
    try {
      const tag = uniqueWord();
      const secret = await create({ name: `Fonte sigilosa ${tag}`, isPrivate: true });
      const open = await create({ name: `Fonte aberta ${tag}` });
      await socket.next('/topic/contacts', (e) => e.id === String(open.id));
      const seen = socket.received.get('/topic/contacts') ?? [];
      expect(seen.some((e) => e.id === String(secret.id))).toBe(false);

      expect((await call('GET', `/api/contacts/${secret.id}`, other.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/contacts/${secret.id}`, writer.cookie)).statusCode).toBe(200);
      const root = await signIn({ isRoot: true });
      expect((await call('GET', `/api/contacts/${secret.id}`, root.cookie)).statusCode).toBe(404);
      expect((await filter(other, `filter=${tag}`)).data.map((c) => c.id)).toEqual([open.id]);
      expect((await filter(writer, `filter=${tag}`)).total).toBe(2);
      const search = await call('GET', `/api/search?q=${tag}&kinds=contacts`, other.cookie);
      expect(search.json().data.map((hit: { id: number }) => hit.id)).toEqual([open.id]);
      const own = await call('GET', `/api/search?q=${tag}&kinds=contacts`, writer.cookie);
      expect(own.json().total).toBe(2);

      const change = await call('PUT', `/api/contacts/${open.id}`, other.cookie, {
        name: open.name,
        isPrivate: true,
        version: open.version,
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().message).toBe('contact:onlyOwnerShares');
      for (const [method, url] of [
        ['PUT', `/api/contacts/${secret.id}`],
        ['DELETE', `/api/contacts/${secret.id}`],
        ['GET', `/api/contacts/${secret.id}/usage_count`],
      ] as const) {
        const response = await call(method, url, other.cookie, { name: 'x', version: 1 });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    } finally {
      await socket.close();
    }
  });

  it('flags the same person on create; keepBoth saves a second one', async () => {
    const name = person('José Carlos Nunes');
    const first = await create({ name, numbers: [{ value: '+55 21 99876-5432' }] });
    const again = await call('POST', '/api/contacts', writer.cookie, {
      name: name.toUpperCase().replace('JOSÉ', 'JOSE'),
      numbers: [{ value: '(21) 99876-5432', label: 'work' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicate',
      message: 'contact:duplicate',
      details: { existingId: first.id },
    });
    const byEmail = await create({ name, emails: ['jc@example.com'] }, writer, '?keepBoth=true');
    expect(byEmail.id).not.toBe(first.id);
    const thirdTry = await call('POST', '/api/contacts', writer.cookie, {
      name,
      emails: ['JC@example.com'],
    });
    expect(thirdTry.json().details.existingId).toBe(byEmail.id);
    // Another number and no e-mail in common: another person of the same name.
    await create({ name, numbers: [{ value: '(21) 3333-0000' }] });
  });

  it('saves a guide’s contact hidden until it is saved to the address book', async () => {
    const name = person('Ricardo Moura');
    const response = await call('POST', '/api/contacts/hidden', writer.cookie, {
      name,
      numbers: [{ value: '11 98888-7777' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const hidden = response.json<Contact>();
    expect(hidden).toMatchObject({ isPersistent: false, isHidden: true });
    expect((await filter(reader, `filter=${encodeURIComponent(name)}`)).total).toBe(0);
    // The address book does not hold it, so the same person saved there is no duplicate.
    await create({ name, numbers: [{ value: '11 98888-7777' }] });

    const edited = await call('PUT', `/api/contacts/hidden/${hidden.id}`, writer.cookie, {
      name,
      profession: 'Síndico',
      version: hidden.version,
    });
    expect(edited.json()).toMatchObject({ profession: 'Síndico', isHidden: true });
    const saved = await call('PUT', `/api/contacts/${hidden.id}`, writer.cookie, {
      name,
      version: hidden.version + 1,
    });
    expect(saved.json()).toMatchObject({ isPersistent: true, isHidden: false });
    const stale = await call('PUT', `/api/contacts/${hidden.id}`, writer.cookie, {
      name,
      version: hidden.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ id: hidden.id, isPersistent: true });
  });

  it('counts the guidelines whose guides name the contact', async () => {
    const contact = await create({ name: person('Delegada Cláudia Reis') });
    const usage = async () =>
      (await call('GET', `/api/contacts/${contact.id}/usage_count`, reader.cookie)).json();
    expect(await usage()).toBe(0);
    const guide = (contactId: number) => ({
      id: 'g1',
      contacts: [{ id: 'c1', contactId, name: contact.name }],
    });
    const ids: number[] = [];
    for (const _ of [1, 2]) {
      const made = await call(
        'POST',
        '/api/assignments',
        writer.cookie,
        assignmentBody({ guides: [guide(contact.id)] }),
      );
      expect(made.statusCode, made.body).toBe(201);
      ids.push(made.json().id);
    }
    await call('POST', '/api/assignments', writer.cookie, assignmentBody());
    expect(await usage()).toBe(2);
    expect((await call('DELETE', `/api/assignments/${ids[0]}`, writer.cookie)).statusCode).toBe(
      204,
    );
    expect(await usage()).toBe(1);
  });

  it('shows a guide’s linked contact as the address book has it now; a private one as copied', async () => {
    const contact = await create({
      name: person('Major Paulo Lima'),
      numbers: [{ value: '(11) 98765-0000', label: 'work' }],
    });
    const secret = await create({ name: person('Fonte Reservada'), isPrivate: true });
    const copy = (id: number, name: string) => ({ id: `c${id}`, contactId: id, name });
    const made = await call(
      'POST',
      '/api/assignments',
      writer.cookie,
      assignmentBody({
        guides: [
          {
            id: 'g1',
            contacts: [copy(contact.id, 'Major Paulo (antigo)'), copy(secret.id, 'Fonte antiga')],
          },
        ],
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const saved = await call('PUT', `/api/contacts/${contact.id}`, writer.cookie, {
      name: contact.name,
      profession: 'Porta-voz da PM',
      numbers: [{ value: '(11) 91111-2222', label: 'cell_phone' }],
      version: contact.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await call('GET', `/api/assignments/${made.json().id}`, writer.cookie);
    expect(shown.json().guides[0].contacts).toEqual([
      expect.objectContaining({
        id: `c${contact.id}`,
        contactId: contact.id,
        name: contact.name,
        profession: 'Porta-voz da PM',
        numbers: [{ value: '(11) 91111-2222', label: 'cell_phone' }],
      }),
      expect.objectContaining({ contactId: secret.id, name: 'Fonte antiga' }),
    ]);
    // The day's list shows it the same way.
    const day = await call('GET', `/api/assignments?date=${made.json().date}`, writer.cookie);
    const listed = day.json().find((a: { id: number }) => a.id === made.json().id);
    expect(listed.guides[0].contacts[0]).toMatchObject({ profession: 'Porta-voz da PM' });
  });

  it('removes a contact to the trash and restores it', async () => {
    const tag = uniqueWord();
    const contact = await create({ name: `Contato removível ${tag}` });
    expect((await call('DELETE', `/api/contacts/${contact.id}`, writer.cookie)).statusCode).toBe(
      204,
    );
    expect((await filter(reader, `filter=${tag}`)).total).toBe(0);
    const trash = await call('GET', `/api/trash?kinds=contacts&q=${tag}`, writer.cookie);
    expect(trash.json().data.map((item: { id: number }) => item.id)).toEqual([contact.id]);
    expect((await call('GET', `/api/contacts/${contact.id}`, reader.cookie)).json().excluded).toBe(
      true,
    );
    const restored = await call('PUT', `/api/contacts/${contact.id}/restore`, writer.cookie);
    expect(restored.json()).toMatchObject({ excluded: false });
    expect((await filter(reader, `filter=${tag}`)).total).toBe(1);
  });

  it('lists countries and labels', async () => {
    const countries = (await call('GET', '/api/contacts/numbers/countries', reader.cookie)).json();
    expect(countries).toContainEqual({ code: 'BR', callingCode: '55' });
    expect((await call('GET', '/api/contacts/numbers/labels', reader.cookie)).json()).toEqual([
      'cell_phone',
      'fax',
      'other',
      'residential',
      'work',
    ]);
  });
});

describe('contact groups', () => {
  it('creates, renames and refuses a duplicate name', async () => {
    const group = await makeGroup();
    const twin = await call('POST', '/api/contact_groups', admin.cookie, {
      name: group.name.toUpperCase(),
    });
    expect(twin.statusCode).toBe(409);
    const renamed = await call('PUT', `/api/contact_groups/${group.id}`, admin.cookie, {
      name: `${group.name} (capital)`,
      version: group.version,
    });
    expect(renamed.json()).toMatchObject({ name: `${group.name} (capital)`, version: 2 });
    const list = (await call('GET', '/api/contact_groups', reader.cookie)).json<ContactGroup[]>();
    expect(list.map((g) => g.id)).toContain(group.id);
  });

  it('counts contacts in a group, refuses deleting one in use and filters by it', async () => {
    const group = await makeGroup();
    const usage = async () =>
      (await call('GET', `/api/contact_groups/${group.id}/usage_count`, reader.cookie)).json();
    const contact = await create({ name: person('Major Paulo Lins'), groupIds: [group.id] });
    expect(contact.groupIds).toEqual([group.id]);
    expect(await usage()).toBe(1);
    expect((await filter(reader, `groupId=${group.id}`)).data.map((c) => c.id)).toEqual([
      contact.id,
    ]);
    const refused = await call('DELETE', `/api/contact_groups/${group.id}`, admin.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('contact:groupInUse');
    const unknown = await call('POST', '/api/contacts', writer.cookie, {
      name: person(),
      groupIds: [999999],
    });
    expectFieldError(unknown.json(), 'groupIds', 'invalid');

    await call('PUT', `/api/contacts/${contact.id}`, writer.cookie, {
      name: contact.name,
      groupIds: [],
      version: contact.version,
    });
    expect(await usage()).toBe(0);
    expect((await call('DELETE', `/api/contact_groups/${group.id}`, admin.cookie)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/contact_groups/${group.id}`, reader.cookie)).statusCode).toBe(
      404,
    );
  });
});
