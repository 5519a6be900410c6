import { useEffect } from 'react';
import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchStory, storyKeys } from '../api/storiesApi';
import { StoryViewer } from './StoryViewer';

/** Props of {@link StoryPrint}. */
export interface StoryPrintProps {
  /** The print options: `{ storyId }`. */
  params: Record<string, unknown>;
}

/** The `story` print type: the viewer's content without its buttons, for paper. */
export function StoryPrint({ params }: StoryPrintProps) {
  const { t } = useTranslation('story');
  const storyId = typeof params.storyId === 'number' ? params.storyId : 0;
  const { data: story } = useQuery({
    queryKey: storyKeys.document(storyId),
    queryFn: () => fetchStory(storyId),
    enabled: storyId > 0,
    meta: { isSilent: true },
  });

  useEffect(() => {
    if (story)
      document.title = t('print.documentTitle', {
        slug: story.visible ? story.slug : t('viewer.private'),
      });
  }, [story, t]);

  if (storyId <= 0) return <Alert type="warning" showIcon title={t('viewer.loadFailed')} />;
  return (
    <div className="nrcs-story-print" data-testid="story-print-page">
      <StoryViewer storyId={storyId} isPreview />
    </div>
  );
}
