import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { STORY_REVISION_READINGS, sectionSchema, storySectionsText } from '@newsroom/domain';
import { useRevisionReader, type RevisionReader } from '../../../shared/revisions';
import { useLookupNames } from '../../companyData';
import { useStoryTextLabels } from '../viewer/useStoryTextLabels';

const sectionsSchema = z.array(sectionSchema);

/** How a story's revisions read: labels `storyEditor:revisionFields.*`, sections as the viewer's text. */
export function useStoryRevisionReader(): RevisionReader {
  const { t, i18n } = useTranslation('storyEditor');
  const nameOf = useLookupNames();
  const labels = useStoryTextLabels();
  const label = useCallback(
    (field: string) => {
      const key = `storyEditor:revisionFields.${field}`;
      return i18n.exists(key) ? t(key) : field;
    },
    [t, i18n],
  );
  const content = useMemo(
    () => ({
      sections: (value: unknown) =>
        storySectionsText(sectionsSchema.parse(value), labels, {
          presenter: (id) => nameOf('user', id),
        }),
    }),
    [labels, nameOf],
  );
  return useRevisionReader({ readings: STORY_REVISION_READINGS, label, nameOf, content });
}
