import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ContactGroup, Paged } from '@newsroom/domain';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

const { t, call, signIn } = useTestApp();

let reader: SignedIn;
let writer: SignedIn;
let group: ContactGroup;
/** Makes this run's people unique, so tests never find each other's contacts. */
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  reader = await signIn({ permissions: { contact: 'read' } });
  writer = await signIn({ permissions: { contact: 'write' } });
  const admin = await signIn({ permissions: { contact: 'admin' } });
  group = (
    await call('POST', '/api/contact_groups', admin.cookie, { name: `Hospitais ${tag}` })
  ).json<ContactGroup>();
});

const importFile = (text: string, who: SignedIn | null = writer, type = 'text/vcard') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contacts/import',
    headers: { 'content-type': type, ...(who ? { cookie: who.cookie } : {}) },
    payload: text,
  });

const filter = async (words: string, size = 100) =>
  (await call('GET', `/api/contacts/filter?filter=${words}&size=${size}`, reader.cookie)).json<
    Paged<Contact>
  >();

/** Card `i` of a phone book: 3.0 with a local cell number, or 4.0 with a tel: URI. */
function card(i: number): string {
  const name = `Pessoa ${i} Fonte ${tag}`;
  if (i % 2 === 0)
    return [
      'BEGIN:VCARD',
      'VERSION:4.0',
      `FN:${name}`,
      `ORG:Hospital ${i}`,
      `TEL;VALUE=uri;TYPE=work:tel:+55-11-3000-${String(1000 + i)}`,
      `CATEGORIES:${group.name}`,
      'END:VCARD',
    ].join('\n');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:Fonte ${tag};Pessoa ${i};;;`,
    `FN:${name}`,
    'TITLE:Assessor de imprensa',
    `TEL;TYPE=CELL:(11) 9${80000000 + i}`,
    `EMAIL;TYPE=INTERNET:p${i}.${tag}@exemplo.com.br`,
    'END:VCARD',
  ].join('\r\n');
}

const BAD: Record<number, string> = {
  17: 'BEGIN:VCARD\nVERSION:3.0\nFN Pessoa sem dois pontos\nEND:VCARD',
  42: `BEGIN:VCARD\nVERSION:3.0\nFN:Número Ruim ${tag}\nTEL:123\nEND:VCARD`,
  88: 'BEGIN:VCARD\nVERSION:4.0\nORG:Sem nome\nEND:VCARD',
};
const phoneBook = (bad: Record<number, string>) =>
  Array.from({ length: 100 }, (_, i) => bad[i + 1] ?? card(i + 1)).join('\r\n');

describe('contacts as vCard', () => {
  it('requires a session, the write role to import and the read role to export', async () => {
    expect((await importFile(card(1), null)).statusCode).toBe(401);
    expect((await importFile(card(1), reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/contacts/export', null)).statusCode).toBe(401);
    const nobody = await signIn();
    expect((await call('GET', '/api/contacts/export', nobody.cookie)).statusCode).toBe(403);
  });

  it('refuses a file with 3 bad cards in 100, saying what is wrong in each, and imports none', async () => {
    const response = await importFile(phoneBook(BAD));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'contact:vcardInvalid',
      details: {
        cards: [
          { index: 17, name: '', fields: [{ field: 'card', key: 'unreadable' }] },
          {
            index: 42,
            name: `Número Ruim ${tag}`,
            fields: [{ field: 'numbers.0.value', key: 'invalidPhone' }],
          },
          { index: 88, name: '', fields: [{ field: 'name', key: 'required' }] },
        ],
      },
    });
    expect((await filter(tag)).total).toBe(0);
  });

  it('imports a good file whole, in E.164 and in its groups; the same file again adds nobody', async () => {
    const text = phoneBook({});
    expect((await importFile(text)).json()).toEqual({ imported: 100, skipped: 0 });
    const page = await filter(tag);
    expect(page.total).toBe(100);
    const one = page.data.find((c) => c.name === `Pessoa 1 Fonte ${tag}`)!;
    expect(one).toMatchObject({
      profession: 'Assessor de imprensa',
      numbers: [{ value: '+5511980000001', label: 'cell_phone', country: 'BR' }],
      emails: [`p1.${tag}@exemplo.com.br`],
      groupIds: [],
    });
    const two = page.data.find((c) => c.name === `Pessoa 2 Fonte ${tag}`)!;
    expect(two).toMatchObject({
      company: 'Hospital 2',
      numbers: [{ value: '+551130001002', label: 'work' }],
      groupIds: [group.id],
    });
    expect((await importFile(text, writer, 'text/x-vcard')).json()).toEqual({
      imported: 0,
      skipped: 100,
    });
  });

  it('exports what it imported as vCard 4.0, one group when asked', async () => {
    const response = await call('GET', `/api/contacts/export?groupId=${group.id}`, reader.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.vcf"');
    const cards = response.body.match(/BEGIN:VCARD[\s\S]*?END:VCARD/g) ?? [];
    expect(cards).toHaveLength(50);
    expect(cards[0]).toContain('VERSION:4.0');
    expect(response.body).toContain(`FN:Pessoa 2 Fonte ${tag}`);
    expect(response.body).toContain('TEL;TYPE=work:tel:+551130001002');
    expect(response.body).toContain(`CATEGORIES:${group.name}`);
    // What was exported imports again as the same people.
    expect((await importFile(response.body)).json()).toEqual({ imported: 0, skipped: 50 });
  });

  it('keeps private contacts out of other users’ exports', async () => {
    const name = `Fonte Sigilosa ${tag}`;
    const created = await call('POST', '/api/contacts', writer.cookie, { name, isPrivate: true });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('GET', '/api/contacts/export', writer.cookie)).body).toContain(name);
    expect((await call('GET', '/api/contacts/export', reader.cookie)).body).not.toContain(name);
  });

  it('answers a file without a card, or a JSON body, with a clear refusal', async () => {
    expect((await importFile('nada aqui')).json()).toMatchObject({
      message: 'contact:vcardEmpty',
    });
    const json = await importFile(JSON.stringify({ text: card(1) }), writer, 'application/json');
    expect(json.statusCode).toBe(415);
  });
});
