import { describe, expect, it } from 'vitest';
import { POLL_BACKOFF_MAX_MINUTES } from './agency';
import {
  isFlash,
  isPrivateAddress,
  itemIdentity,
  kindBelongs,
  pollDelayMinutes,
} from './agencyRules';

describe('kindBelongs', () => {
  it.each([
    ['rss', 'feed', true],
    ['rss', 'user', false],
    ['twitter', 'user', true],
    ['twitter', 'list', true],
    ['twitter', 'page', false],
    ['facebook', 'page', true],
    ['mastodon', 'account', true],
    ['bluesky', 'handle', true],
    ['bluesky', 'account', false],
  ] as const)('%s / %s → %s', (network, kind, expected) => {
    expect(kindBelongs(network, kind)).toBe(expected);
  });
});

describe('pollDelayMinutes', () => {
  it.each([
    [5, 0, 5],
    [5, 1, 10],
    [5, 2, 20],
    [5, 6, 320],
    [5, 7, POLL_BACKOFF_MAX_MINUTES],
    [5, 100, POLL_BACKOFF_MAX_MINUTES],
    // An interval already past the cap is never shortened by failing.
    [720, 3, 720],
  ])('interval %i, %i failures → %i', (interval, failures, expected) => {
    expect(pollDelayMinutes(interval, failures)).toBe(expected);
  });
});

describe('itemIdentity', () => {
  const base = { guid: null, link: null, title: 'Chuva forte', text: 'Alerta em SP' };
  it.each([
    ['the guid first', { ...base, guid: ' urn:1 ', link: 'https://a/1' }, 'g:urn:1'],
    ['else the link', { ...base, link: 'https://a/1' }, 'l:https://a/1'],
    ['a blank guid is no guid', { ...base, guid: '  ', link: 'https://a/1' }, 'l:https://a/1'],
    ['else title and text, folded', base, 't:chuva forte\nalerta em sp'],
  ])('%s', (_, item, expected) => {
    expect(itemIdentity(item)).toBe(expected);
  });
  it('sees the same text with other accents and spaces as the same item', () => {
    expect(itemIdentity({ ...base, title: 'CHUVA   FÓRTE' })).toBe(
      itemIdentity({ ...base, title: 'chuva forte' }),
    );
  });
});

describe('isFlash', () => {
  const keywords = ['urgente', 'última hora', 'BREAKING'];
  it.each([
    ['URGENTE: incêndio no centro', true],
    ['Última hora - ponte interditada', true],
    ['ultima HORA ponte', true],
    ['Breaking: markets fall', true],
    ['Urgentemente aprovado', false],
    ['Hora da última sessão', false],
    ['Previsão do tempo', false],
  ])('%s → %s', (title, expected) => {
    expect(isFlash(title, keywords)).toBe(expected);
  });
  it('is never flash without keywords', () => {
    expect(isFlash('URGENTE', [])).toBe(false);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['200.147.3.157', false],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['[::1]', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
