import { ITEM_TEXT_MAX } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import { cleanSummary, plainText, textToHtml } from './sanitize';

describe('cleanSummary', () => {
  it('removes script, style and iframe with their contents', () => {
    const { html, text } = cleanSummary(
      '<p>Chuva forte</p><script>alert("x")</script><style>p{color:red}</style>' +
        '<iframe src="https://evil.example/"><p>quadro</p></iframe><p>em São Paulo</p>',
    );
    expect(html).toBe('<p>Chuva forte</p><p>em São Paulo</p>');
    expect(text).toBe('Chuva forte em São Paulo');
  });

  it('drops event handlers, images and unsafe links, keeping their text', () => {
    const { html } = cleanSummary(
      '<p onclick="steal()">Leia <a href="javascript:alert(1)">aqui</a>' +
        '<a href=" JaVaScRiPt:alert(2)">ali</a><img src="https://x.example/a.jpg" onerror="x()"></p>',
    );
    expect(html).toBe('<p>Leia aquiali</p>');
  });

  it('keeps the allowed tags and opens links outside', () => {
    const source =
      '<p>O <b>Senado</b> <strong>aprovou</strong> <i>hoje</i> <em>a</em> <u>reforma</u>:<br></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote>' +
      '<div><span class="x"><a href="https://www.camara.leg.br/noticias" target="_self">Câmara</a>' +
      ' <a href="mailto:redacao@jornal.com.br">e-mail</a></span></div>';
    expect(cleanSummary(source).html).toBe(
      '<p>O <b>Senado</b> <strong>aprovou</strong> <i>hoje</i> <em>a</em> <u>reforma</u>:<br /></p>' +
        '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote>' +
        '<a href="https://www.camara.leg.br/noticias" rel="noopener noreferrer" target="_blank">Câmara</a>' +
        ' <a href="mailto:redacao@jornal.com.br" rel="noopener noreferrer" target="_blank">e-mail</a>',
    );
  });

  it('reads the text with entities decoded and whitespace collapsed', () => {
    expect(
      plainText('<p>Preço &amp; inflação:\n\n  &lt;3%&gt;</p><p>&quot;Alta&quot; &#8212; IBGE</p>'),
    ).toBe('Preço & inflação: <3%> "Alta" — IBGE');
    expect(cleanSummary('Um<br>dois<li>três</li>').text).toBe('Um dois três');
  });

  it('truncates the text and falls back to it when the markup is too long', () => {
    const long = `<p><b>${'á'.repeat(ITEM_TEXT_MAX)}</b> & mais</p>`;
    const { html, text } = cleanSummary(long);
    expect(text).toBe('á'.repeat(ITEM_TEXT_MAX));
    expect(html).toBe(`<p>${'á'.repeat(ITEM_TEXT_MAX - 7)}</p>`);
    expect(html.length).toBeLessThanOrEqual(ITEM_TEXT_MAX);
  });

  it('keeps short markup whole', () => {
    expect(cleanSummary('<p>curta</p>')).toEqual({ html: '<p>curta</p>', text: 'curta' });
  });
});

describe('textToHtml', () => {
  it('escapes a post and keeps its lines', () => {
    expect(textToHtml('Alerta <urgente> & "breaking"\nSegunda linha')).toBe(
      'Alerta &lt;urgente&gt; &amp; &quot;breaking&quot;<br>Segunda linha',
    );
  });
});
