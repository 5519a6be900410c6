import { describe, expect, it } from 'vitest';
import { namespacesNamedIn } from '../../../namespaceTexts';

describe('namespacesNamedIn (the build adds these texts to the module)', () => {
  it.each([
    ["t('rundown:grid.title')", ['rundown']],
    ['t(`story:fields.${name}`)', ['story']],
    ["useTranslation('posts')", ['posts']],
    ["useTranslation(['reports', 'users'])", ['reports', 'users']],
    ["t('title', { ns: 'maps' })", ['maps']],
    ['<DayNavigator namespace="scripts" />', ['scripts']],
    ["{ entity: 'vehicle', columns: [] }", ['vehicle']],
    ["adminRecordWords(t, 'team')", ['team']],
  ])('sees %s', (code, expected) => {
    expect(namespacesNamedIn(code)).toEqual(expected);
  });

  it('leaves out the start-up namespaces, unknown prefixes and plain words', () => {
    expect(
      namespacesNamedIn("t('common:save'); t('error:x'); 'http://a'; kind === 'story'; 'foo:bar'"),
    ).toEqual([]);
  });
});
