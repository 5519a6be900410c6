import { readFileSync } from 'node:fs';
import { AGENCY_KEYS, ITEMS_PER_POLL_MAX } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './parseFeed';
import { SourceError } from './sourceError';

function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

describe('parseFeed', () => {
  it('maps RSS 2.0 items, newest first', async () => {
    const feed = await parseFeed(fixture('rss2.xml'), 'application/rss+xml; charset=utf-8');
    expect(feed.title).toBe('Jornal do Planalto - Política');
    const [vaccine, reform, untitled] = feed.items;
    expect(reform).toEqual({
      guid: 'jp-2025-06-10-0001',
      link: 'https://www.jornaldoplanalto.com.br/politica/2025/06/10/camara-aprova-reforma.html',
      title: 'Câmara aprova reforma tributária em segundo turno',
      summaryHtml:
        '<p>A <strong>Câmara dos Deputados</strong> aprovou nesta terça-feira (10) a reforma tributária.</p><p>O texto segue para o Senado.</p>',
      author: 'Ana Luíza Gonçalves',
      imageUrl: 'https://img.jornaldoplanalto.com.br/2025/06/plenario.jpg',
      publishedAt: new Date('2025-06-10T17:30:00Z'),
    });
    expect(vaccine!.imageUrl).toBe('https://img.jornaldoplanalto.com.br/2025/06/vacina.webp');
    // Raw: the caller sanitises.
    expect(vaccine!.summaryHtml).toContain('<script>');
    expect(untitled).toMatchObject({ guid: null, author: '', imageUrl: null, publishedAt: null });
    expect(untitled!.title).toBe(
      'Nota oficial: o governador de Goiás cancelou a agenda desta quarta-feira por motivos de saúde e será substituído pelo vi',
    );
    expect(untitled!.title).toHaveLength(120);
  });

  it('maps Atom entries', async () => {
    const feed = await parseFeed(fixture('atom.xml'), 'application/atom+xml');
    expect(feed.title).toBe('Agência Sertão Economia');
    expect(feed.items).toEqual([
      {
        guid: 'tag:agenciasertao.com.br,2025:economia/4821',
        link: 'https://agenciasertao.com.br/economia/dolar-fecha-em-queda',
        title: 'Dólar fecha em queda de 1,2% com fluxo estrangeiro',
        summaryHtml: '<p>A moeda americana fechou cotada a <b>R$ 5,41</b>.</p>',
        author: 'Marcos Vinícius Araújo',
        imageUrl: 'https://agenciasertao.com.br/img/grafico-dolar.png',
        publishedAt: new Date('2025-06-10T20:45:00Z'),
      },
      {
        guid: 'tag:agenciasertao.com.br,2025:economia/4822',
        link: 'https://agenciasertao.com.br/economia/safra-de-soja',
        title: 'Safra de soja deve bater recorde, diz Conab',
        summaryHtml: 'Estimativa é de 172 milhões de toneladas &amp; alta de 12%.',
        author: 'Agência Sertão',
        imageUrl: 'https://agenciasertao.com.br/img/soja-thumb.jpg',
        publishedAt: new Date('2025-06-09T09:00:00Z'),
      },
    ]);
  });

  it('maps JSON Feed items, by content or content type', async () => {
    for (const contentType of ['application/feed+json', null, 'text/plain']) {
      const feed = await parseFeed(fixture('feed.json'), contentType);
      expect(feed.title).toBe('Folha do Litoral — Cidades');
      expect(feed.items).toEqual([
        {
          guid: 'fl-98231',
          link: 'https://folhadolitoral.com.br/cidades/ressaca-atinge-orla-de-santos',
          title: 'Ressaca atinge orla de Santos e interdita ciclovia',
          summaryHtml: '<p>Ondas de até <b>3 metros</b> atingiram a orla.</p>',
          author: 'Beatriz Conceição',
          imageUrl: 'https://folhadolitoral.com.br/img/ressaca.jpg',
          publishedAt: new Date('2025-06-10T10:15:00Z'),
        },
        {
          guid: 'fl-98232',
          link: 'https://defesacivil.sp.gov.br/alerta',
          title: 'Defesa Civil emite alerta para São Vicente & Guarujá. Evite a faixa de areia.',
          summaryHtml:
            'Defesa Civil emite alerta para São Vicente &amp; Guarujá.<br>Evite a faixa de areia.',
          author: 'Folha do Litoral',
          imageUrl: 'https://folhadolitoral.com.br/img/alerta.png',
          publishedAt: null,
        },
      ]);
    }
  });

  it('maps RSS 1.0 (RDF) items', async () => {
    const feed = await parseFeed(fixture('rdf.xml'), 'application/rdf+xml');
    expect(feed.title).toBe('Diário do Agreste');
    expect(feed.items).toEqual([
      {
        guid: 'https://diariodoagreste.com.br/2025/06/feira-de-caruaru',
        link: 'https://diariodoagreste.com.br/2025/06/feira-de-caruaru',
        title: 'Feira de Caruaru recebe turistas no São João',
        summaryHtml: 'Movimento cresce 30% na semana junina.',
        author: 'José Cícero Lima',
        imageUrl: null,
        publishedAt: new Date('2025-06-08T13:00:00Z'),
      },
    ]);
  });

  it('reads XML served as JSON, and an empty guid as none', async () => {
    const xml =
      '<rss version="2.0"><channel><title>X</title><item><guid></guid><title>Nota</title></item></channel></rss>';
    const [item] = (await parseFeed(Buffer.from(xml), 'application/json')).items;
    expect(item).toMatchObject({ guid: null, title: 'Nota' });
  });

  it('decodes a feed its prolog declares ISO-8859-1', async () => {
    const body = fixture('rss-latin1.xml');
    expect(body.includes(Buffer.from('ção', 'utf8'))).toBe(false);
    for (const contentType of ['text/xml', 'text/xml; charset=ISO-8859-1']) {
      const [item] = (await parseFeed(body, contentType)).items;
      expect(item!.title).toBe('Ribeirão Preto terá operação especial no trânsito');
      expect(item!.summaryHtml).toBe(
        'Interdições começam às 18h na avenida Nove de Julho; ônibus terão desvio.',
      );
      expect(item!.author).toBe('João Estêvão');
    }
  });

  it('decodes windows-1252 named by the content type', async () => {
    const xml = `<rss version="2.0"><channel><title>Aspas</title><item><title>\u201cUrgente\u201d \u2013 São Paulo</title></item></channel></rss>`;
    const body = Buffer.from(
      xml.replace('\u201c', '\x93').replace('\u201d', '\x94').replace('\u2013', '\x96'),
      'latin1',
    );
    const [item] = (await parseFeed(body, 'application/rss+xml; charset=windows-1252')).items;
    expect(item!.title).toBe('\u201cUrgente\u201d \u2013 São Paulo');
  });

  it('refuses what is no feed', async () => {
    for (const [body, contentType] of [
      [fixture('broken.xml'), 'text/xml'],
      [Buffer.from('<html><body>Página não encontrada</body></html>'), 'text/html'],
      [Buffer.from('{"items": ['), 'application/json'],
    ] as const) {
      let caught: unknown;
      try {
        await parseFeed(body, contentType);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SourceError);
      expect((caught as SourceError).hint).toBe(AGENCY_KEYS.invalidFeed);
      expect((caught as SourceError).message).toMatch(/^not a feed: /);
    }
  });

  it(`keeps the ${ITEMS_PER_POLL_MAX} newest items`, async () => {
    const start = Date.UTC(2025, 0, 1);
    const count = ITEMS_PER_POLL_MAX + 20;
    // Out of date order, as a feed sorted by section might be.
    const order = Array.from({ length: count }, (_, i) => (i * 7) % count);
    const entries = order.map(
      (i) =>
        `<item><guid>n${i}</guid><title>Nota ${i}</title><pubDate>${new Date(start + i * 60_000).toUTCString()}</pubDate></item>`,
    );
    const xml = `<rss version="2.0"><channel><title>Plantão</title>${entries.join('')}</channel></rss>`;
    const { items } = await parseFeed(Buffer.from(xml), 'application/rss+xml');
    const newest = Array.from({ length: ITEMS_PER_POLL_MAX }, (_, k) => `n${count - 1 - k}`);
    expect(items.map((item) => item.guid)).toEqual(newest);
  });

  it('puts undated items after dated ones, in feed order', async () => {
    const xml = `<rss version="2.0"><channel><title>Plantão</title>
      <item><guid>a</guid><title>Sem data 1</title></item>
      <item><guid>b</guid><title>Antiga</title><pubDate>Mon, 09 Jun 2025 08:00:00 GMT</pubDate></item>
      <item><guid>c</guid><title>Sem data 2</title><pubDate>ontem à tarde</pubDate></item>
      <item><guid>d</guid><title>Nova</title><pubDate>Tue, 10 Jun 2025 08:00:00 GMT</pubDate></item>
    </channel></rss>`;
    const { items } = await parseFeed(Buffer.from(xml), null);
    expect(items.map((item) => item.guid)).toEqual(['d', 'b', 'a', 'c']);
  });
});
