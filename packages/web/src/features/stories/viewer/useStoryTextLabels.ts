import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_TYPES, type SectionType, type StoryTextLabels } from '@newsroom/domain';

/** The words of "copy as text", in the user's language. */
export function useStoryTextLabels(): StoryTextLabels {
  const { t } = useTranslation('story');
  return useMemo(
    () => ({
      sections: Object.fromEntries(
        SECTION_TYPES.map((type) => [type, t(`sections.${type}`)]),
      ) as Record<SectionType, string>,
      cueIn: t('viewer.cueIn'),
      cueOut: t('viewer.cueOut'),
      head: t('viewer.head'),
      link: t('viewer.link'),
      vt: t('viewer.vt'),
      vo: t('viewer.vo'),
      total: t('viewer.total'),
      camera: t('viewer.camera'),
      video: t('viewer.video'),
      cgs: t('viewer.cgs'),
      information: t('viewer.information'),
    }),
    [t],
  );
}
