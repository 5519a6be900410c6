import { SETTINGS_DEFAULTS } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import {
  agencyCategories,
  agencyLanes,
  agencySources,
  newsSuggestions,
} from '../platform/db/schema';
import { addressKey } from '../areas/agency/agencySources.repository';
import { settingsRepository } from '../areas/settings/settings.repository';
import { demoUserIds } from './groupsDemo';

const MINUTE_MS = 60_000;

/**
 * The demo newsroom's agency: three feeds shipped with the app (RSS, Atom, JSON Feed) and served
 * by it at `feedsUrl`, polled from the first minute; social sources the administrator would
 * enable with a token (left off: no internet is assumed); lanes for the producer and the
 * editor-in-chief; a few news suggestions. The shipped feeds are on loopback, so the demo
 * allows private addresses (a real installation keeps the default: refused).
 */
export async function seedAgency(
  tx: Tx,
  { now, feedsUrl }: { now: Date; feedsUrl: string | null },
): Promise<void> {
  if (feedsUrl) {
    await settingsRepository.save(
      tx,
      'agency',
      { ...SETTINGS_DEFAULTS.agency, allowPrivateAddresses: true },
      now,
    );
  }
  const [national, city, government] = await tx
    .insert(agencyCategories)
    .values([
      { network: 'rss', name: 'Nacional' },
      { network: 'rss', name: 'Cidade' },
      { network: 'twitter', name: 'Governo' },
    ])
    .returning({ id: agencyCategories.id });

  const source = (
    network: string,
    kind: string,
    name: string,
    address: string,
    categoryId: number | null,
    enabled: boolean,
  ) => ({
    network,
    kind,
    name,
    address,
    addressKey: addressKey(address),
    categoryId,
    intervalMinutes: 5,
    enabled,
    nextPollAt: now,
  });
  const local = (file: string) =>
    feedsUrl ? `${feedsUrl}/${file}` : `https://example.invalid/${file}`;
  const sources = await tx
    .insert(agencySources)
    .values([
      source(
        'rss',
        'feed',
        'Agência Nacional',
        local('agencia-nacional.xml'),
        national!.id,
        Boolean(feedsUrl),
      ),
      source('rss', 'feed', 'Defesa Civil', local('defesa-civil.xml'), city!.id, Boolean(feedsUrl)),
      source('rss', 'feed', 'Prefeitura', local('prefeitura.json'), city!.id, Boolean(feedsUrl)),
      source('twitter', 'user', 'Governo do Estado (X)', 'governoestado', government!.id, false),
      source('facebook', 'page', 'Polícia Rodoviária', 'policiarodoviaria', null, false),
      source(
        'mastodon',
        'account',
        'Observatório do Clima',
        'https://mastodon.social/@observatorio',
        null,
        false,
      ),
      source('bluesky', 'handle', 'Metrô SP', 'metrosp.bsky.social', null, false),
    ])
    .returning({ id: agencySources.id, name: agencySources.name });
  const idOf = (name: string) => sources.find((row) => row.name === name)!.id;

  const people = await demoUserIds(tx, ['produtor', 'editor']);
  const lanes = [...people.values()].flatMap((ownerId) => [
    { ownerId, name: 'Nacional', position: 0, sourceIds: [idOf('Agência Nacional')] },
    { ownerId, name: 'Cidade', position: 1, categoryIds: [city!.id] },
    {
      ownerId,
      name: 'Urgentes',
      position: 2,
      sourceIds: sources.map((row) => row.id),
      flashOnly: true,
    },
  ]);
  if (lanes.length > 0) await tx.insert(agencyLanes).values(lanes);

  const authorId = people.get('produtor') ?? null;
  await tx.insert(newsSuggestions).values([
    {
      slug: 'FEIRA DO LIVRO',
      lead: 'Abertura na sexta com 120 expositores; pedir entrevista com a curadoria.',
      source: 'Prefeitura',
      link: 'https://prefeitura.example/noticias/3320',
      authorId,
      createdAt: new Date(now.getTime() - 90 * MINUTE_MS),
    },
    {
      slug: 'OBRAS DO CORREDOR NORTE',
      lead: 'Moradores reclamam de atraso; ouvir a Secretaria de Obras e comerciantes.',
      source: 'Ouvinte (telefone)',
      authorId,
      createdAt: new Date(now.getTime() - 40 * MINUTE_MS),
    },
    {
      slug: 'VACINAÇÃO DA GRIPE',
      lead: 'Ampliação para todas as idades a partir de segunda: postos e horários.',
      source: 'Agência Nacional',
      link: 'https://agencia-nacional.example/saude/vacinacao-gripe',
      used: true,
      authorId,
      createdAt: new Date(now.getTime() - 150 * MINUTE_MS),
    },
  ]);
}
