import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainTextOfBody, type FieldReadings } from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useLookupNames } from '../../companyData';
import { displayInstant } from '../components/instant';
import { useSiteName } from '../hooks/useWordpressSites';

/**
 * How a post revision's fields read (the snapshot the server keeps: the saved fields, and the
 * post's state and link on its site): the body as its plain text, word by word; the date in the
 * user's language; the site by name; the tags as a list.
 */
const POST_REVISION_READINGS: FieldReadings = {
  caption: 'text',
  excerpt: 'text',
  body: 'content',
  featuredImageId: 'text',
  publicationDate: 'content',
  wordpressId: 'content',
  authorId: 'text',
  categoryId: 'text',
  tags: 'content',
  'publication.state': 'content',
  'publication.link': 'text',
};

/** The revision reader of posts, in the user's language. */
export function usePostRevisionReader(): RevisionReader {
  const { t } = useTranslation('posts');
  const nameOf = useLookupNames();
  const siteName = useSiteName();
  const label = useCallback(
    (field: string) =>
      field.startsWith('publication.')
        ? t(`publish.${field.slice('publication.'.length)}`, { defaultValue: field })
        : t(`fields.${field}`, { defaultValue: field }),
    [t],
  );
  const content = useMemo(
    () => ({
      body: (value: unknown) => plainTextOfBody(String(value)),
      publicationDate: (value: unknown) => displayInstant(String(value)),
      wordpressId: (value: unknown) => siteName(Number(value)),
      tags: (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value)),
      publication: (value: unknown) => t(`states.${String(value)}`),
    }),
    [t, siteName],
  );
  return useRevisionReader({ readings: POST_REVISION_READINGS, label, nameOf, content });
}
