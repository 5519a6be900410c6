import { bodyFromTexts } from '@newsroom/domain';
import type { Tx } from '../platform/db/client';
import { posts, wordpressSites } from '../platform/db/schema';
import { presentRecord, revisionSnapshot } from '../areas/posts/posts.presenter';
import { postsRepository } from '../areas/posts/posts.repository';
import { insertDemoRevision } from './demoRevision';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** A demo post: who wrote it, its texts, how long ago it was last changed. */
interface DemoPost {
  owner: string;
  caption: string;
  excerpt: string;
  paragraphs: string[];
  tags: string[];
  hoursAgo: number;
  isPrivate?: boolean;
}

const POSTS: DemoPost[] = [
  {
    owner: 'reporter',
    caption: 'Temporal deixa 30 mil imóveis sem energia na Zona Leste',
    excerpt: 'Chuva de 80 mm em duas horas derrubou árvores e alagou a Marginal Tietê.',
    paragraphs: [
      'Um temporal no fim da tarde desta quarta-feira deixou cerca de 30 mil imóveis sem energia na Zona Leste de São Paulo, segundo a concessionária.',
      'A Defesa Civil registrou 80 mm de chuva em duas horas no Itaim Paulista e pede que os moradores evitem áreas de alagamento.',
      'Equipes trabalham na retirada de 14 árvores que caíram sobre a rede elétrica.',
    ],
    tags: ['Chuva', 'Zona Leste', 'Defesa Civil'],
    hoursAgo: 2,
  },
  {
    owner: 'editor',
    caption: 'Campanha de vacinação contra a gripe é prorrogada até dezembro',
    excerpt: 'Postos de saúde abrem também aos sábados para ampliar a cobertura.',
    paragraphs: [
      'A Secretaria Municipal da Saúde prorrogou até 15 de dezembro a campanha de vacinação contra a gripe. A cobertura entre idosos está em 61%.',
      'As 470 unidades básicas de saúde abrem também aos sábados, das 8h às 17h. É preciso levar documento com foto e a caderneta de vacinação.',
    ],
    tags: ['Saúde', 'Vacinação'],
    hoursAgo: 5,
  },
  {
    owner: 'reporter',
    caption: 'Bastidores: como cobrimos a final do Paulistão',
    excerpt: 'Rascunho do making-of para o portal, ainda em apuração.',
    paragraphs: [
      'Foram 4 equipes, 2 links ao vivo e 11 horas de transmissão.',
      'Falta confirmar com a produção os números de audiência.',
    ],
    tags: ['Esportes', 'Bastidores'],
    hoursAgo: 26,
    isPrivate: true,
  },
];

/**
 * The demo newsroom's posts: the web portal as a WordPress site, switched off until an
 * administrator gives it a real address and an application password, and a few drafts — one of
 * them private to its reporter — with their first revision.
 */
export async function seedPosts(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const [site] = await tx
    .insert(wordpressSites)
    .values({
      name: 'Portal TV Horizonte',
      url: 'https://portal.tvhorizonte.example',
      user: 'redacao',
      enabled: false,
    })
    .returning({ id: wordpressSites.id });
  const users = await demoUserIds(tx, [...new Set(POSTS.map((post) => post.owner))]);
  for (const post of POSTS) {
    const ownerId = users.get(post.owner) ?? null;
    const at = new Date(ctx.now.getTime() - post.hoursAgo * 3_600_000);
    const id = await postsRepository.insert(tx, {
      caption: post.caption,
      excerpt: post.excerpt,
      body: bodyFromTexts(post.paragraphs),
      tags: post.tags,
      wordpressId: site?.id ?? null,
      isPrivate: post.isPrivate ?? false,
      ownerId,
      changedById: ownerId,
      createdAt: at,
      updatedAt: at,
    } satisfies typeof posts.$inferInsert);
    const record = await postsRepository.findRecord(tx, id);
    await insertDemoRevision(tx, {
      target: { entityType: 'post', entityId: id },
      number: 1,
      snapshot: revisionSnapshot(presentRecord(record!)),
      slug: post.caption,
      revisor: { id: ownerId, nickname: post.owner },
      at,
    });
  }
}
