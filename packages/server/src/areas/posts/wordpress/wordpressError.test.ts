import { describe, expect, it } from 'vitest';
import { badAnswer, errorFromAnswer, errorFromFailure } from './wordpressError';

describe('errorFromAnswer', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [400, 'rejected'],
    [413, 'rejected'],
    [500, 'rejected'],
    [503, 'rejected'],
  ])('HTTP %i is %s', (status, kind) => {
    expect(errorFromAnswer(status, '', null).kind).toBe(kind);
  });

  it('keeps WordPress’s message as plain text, its code and its data', () => {
    const body = JSON.stringify({
      code: 'term_exists',
      message: '<strong>Error:</strong> A term with the name &amp; slug exists.',
      data: { status: 400, term_id: 12 },
    });
    const error = errorFromAnswer(400, body, null);
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      siteMessage: 'Error: A term with the name & slug exists.',
      siteCode: 'term_exists',
      siteData: { status: 400, term_id: 12 },
    });
  });

  it('takes the text of an HTML error page, shortened', () => {
    const page = `<html><head><title>502 Bad Gateway</title><style>h1{}</style></head><body><h1>Bad Gateway</h1>${'x '.repeat(400)}</body></html>`;
    const error = errorFromAnswer(502, page, null);
    expect(error.siteMessage.startsWith('502 Bad Gateway Bad Gateway x x')).toBe(true);
    expect(error.siteMessage.length).toBe(300);
    expect(error.siteCode).toBeNull();
  });

  it('names the status when the page says nothing', () => {
    expect(errorFromAnswer(500, '', null).siteMessage).toBe('HTTP 500');
  });

  it('reports a redirect and where it goes', () => {
    expect(errorFromAnswer(301, '', 'https://example.org/')).toMatchObject({
      kind: 'rejected',
      status: 301,
      siteMessage: 'redirects to https://example.org/',
    });
  });
});

describe('errorFromFailure', () => {
  it('is a timeout when the deadline aborted the call', () => {
    const error = errorFromFailure(
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      2500,
    );
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      siteMessage: 'no answer within 2.5 s',
    });
  });

  it('is unreachable with the network error’s reason', () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:9');
    const error = errorFromFailure(new TypeError('fetch failed', { cause }), 1000);
    expect(error).toMatchObject({
      kind: 'unreachable',
      siteMessage: 'connect ECONNREFUSED 127.0.0.1:9',
    });
  });
});

describe('badAnswer', () => {
  it('shows the start of what came instead of JSON', () => {
    const error = badAnswer(
      200,
      '<br /><b>Deprecated</b>: Creation of dynamic property in x.php<br />{"id":1}',
    );
    expect(error).toMatchObject({ kind: 'badAnswer', status: 200 });
    expect(error.siteMessage).toBe('Deprecated: Creation of dynamic property in x.php {"id":1}');
  });
});
