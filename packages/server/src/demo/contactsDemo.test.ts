import { describe, expect, it } from 'vitest';
import type { Contact, ContactGroup, Paged } from '@newsroom/domain';
import { DEMO_CONTACTS } from './contactsDemoData';
import { demoReader, useDemoApp } from './demoTestkit';

const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('contacts demo', () => {
  it('seeds 60+ contacts in groups, numbers in E.164, private ones only for their owner', async () => {
    const get = demoReader(t);
    const publicCount = DEMO_CONTACTS.filter((c) => !c.privateTo).length;
    const mine = (nickname: string) => DEMO_CONTACTS.filter((c) => c.privateTo === nickname).length;
    expect(DEMO_CONTACTS.length).toBeGreaterThanOrEqual(60);

    const reporter = await get<Paged<Contact>>('/api/contacts/filter?size=500', 'reporter');
    expect(reporter.total).toBe(publicCount + mine('reporter'));
    const producer = await get<Paged<Contact>>('/api/contacts/filter?size=500', 'produtor');
    expect(producer.total).toBe(publicCount + mine('produtor'));
    expect(producer.data.some((c) => c.name === 'Informante Zona Sul')).toBe(false);

    const pm = reporter.data.find((c) => c.name === 'Sala de Imprensa da Polícia Militar')!;
    expect(pm.numbers[0]).toMatchObject({ value: '+551133277100', formatted: '(11) 3327-7100' });
    const groups = await get<ContactGroup[]>('/api/contact_groups', 'reporter');
    const police = groups.find((g) => g.name === 'Segurança Pública')!;
    expect(pm.groupIds).toContain(police.id);
    const lisbon = reporter.data.find((c) => c.name === 'Dra. Inês Carvalho')!;
    expect(lisbon.numbers[0]).toMatchObject({
      value: '+351912345678',
      formatted: '+351 912 345 678',
    });

    const baker = reporter.data.find((c) => c.name === 'Jorge Takahashi')!;
    expect(await get<number>(`/api/contacts/${baker.id}/usage_count`, 'reporter')).toBe(1);

    const search = await get<{ total: number }>(
      '/api/search?q=corinthians&kinds=contacts',
      'reporter',
    );
    expect(search.total).toBeGreaterThanOrEqual(1);
  });
});
