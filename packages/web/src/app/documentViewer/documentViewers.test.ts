import { describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '@newsroom/domain';
import { SEARCH_KIND_ORIGINS } from '../../shared/search';
import { APP_DOCUMENT_VIEWERS } from './documentViewers';

describe('APP_DOCUMENT_VIEWERS', () => {
  it.each(SEARCH_KINDS)('has a viewer for %s hits (archive and trash rows)', (kind) => {
    expect(APP_DOCUMENT_VIEWERS[SEARCH_KIND_ORIGINS[kind]]).toBeTypeOf('function');
  });
});
