import { Alert, Descriptions, Empty, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRundown, rundownKey } from '../api/rundownsApi';
import { formatClockMs } from './durationText';

/** Props of {@link StoryFormPlaceholder}. */
export interface StoryFormPlaceholderProps {
  storyId: number;
  rundownId: number;
}

/**
 * A story-form tab before the story editor exists: it says so honestly and shows the story's
 * rundown fields, live from the rundown's cache.
 */
export function StoryFormPlaceholder({ storyId, rundownId }: StoryFormPlaceholderProps) {
  const { t } = useTranslation('rundown');
  const { data: rundown } = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    meta: { isSilent: true },
  });
  const story = rundown?.blocks.flatMap((b) => b.stories).find((s) => s.id === storyId);
  const block = rundown?.blocks.find((b) => b.id === story?.blockId);
  return (
    <Flex vertical gap="middle" data-testid="story-form" data-story-id={storyId}>
      <Alert type="info" showIcon message={t('storyForm.notAvailable')} />
      {story ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'block', label: t('storyForm.block'), children: block?.name ?? '' },
            { key: 'page', label: t('grid.page'), children: story.page },
            {
              key: 'slug',
              label: t('grid.slug'),
              children: story.visible ? story.slug : t('grid.privateStory'),
            },
            {
              key: 'estimated',
              label: t('grid.estimated'),
              children: formatClockMs(story.estimatedMs),
            },
            { key: 'total', label: t('grid.total'), children: formatClockMs(story.totalMs) },
            {
              key: 'approved',
              label: t('grid.approved'),
              children: story.approved ? t('yes') : t('no'),
            },
            {
              key: 'private',
              label: t('grid.private'),
              children: story.isPrivate ? t('yes') : t('no'),
            },
            {
              key: 'status',
              label: t('grid.status'),
              children: t(`status.${story.displayStatus}`),
            },
            { key: 'information', label: t('storyForm.information'), children: story.information },
          ]}
        />
      ) : (
        <Empty description={t('storyForm.notFound')} />
      )}
    </Flex>
  );
}
