import { useState } from 'react';
import { Flex, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { STORY_FILTERS, type StoryFilter, type StorySummary } from '@newsroom/domain';
import { ProgramPicker, useAccessiblePrograms } from '../../programs';
import { StoryViewerDrawer } from '../viewer/StoryViewerDrawer';
import { StoryTable } from './StoryTable';
import { StoryTextSearch } from './StoryTextSearch';
import { StoryTabs, useOpenStories } from './StoryTabs';
import { useDebouncedValue } from '../../../shared/components';
import { useStoryLists } from './useStoryLists';

/**
 * The stories area (`/main?area=stories`): every story the user may read, filtered by list
 * (all, drawer, standby, displayed — each with its count), date, program and slug text; a row
 * opens the side-drawer viewer, Edit opens the story form in a tab beside the list.
 */
export function StoriesPage() {
  const { t } = useTranslation('story');
  const programs = useAccessiblePrograms();
  const [filter, setFilter] = useState<StoryFilter>('ALL');
  const [date, setDate] = useState('');
  const [programId, setProgramId] = useState<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [viewed, setViewed] = useState<number | null>(null);
  const debouncedText = useDebouncedValue(text.trim());
  const stories = useOpenStories('stories');
  const { page, counter } = useStoryLists({
    filter,
    date: date || undefined,
    programId,
    text: debouncedText || undefined,
    page: pageIndex,
  });

  // Any change of the filters starts again from the first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(0);
    };

  const handleEdit = (story: StorySummary) => stories.open(story.id, story.slug);

  const list = (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center" data-testid="stories-filter">
        <Segmented<StoryFilter>
          value={filter}
          onChange={refilter(setFilter)}
          options={STORY_FILTERS.map((value) => ({
            value,
            label: (
              <span data-testid={`stories-filter-${value}`}>
                {t(`filters.${value}`)}
                {counter.data ? ` (${counter.data[value]})` : ''}
              </span>
            ),
          }))}
        />
        <Input
          type="date"
          value={date}
          style={{ width: 170 }}
          aria-label={t('list.date')}
          onChange={(event) => refilter(setDate)(event.target.value)}
          data-testid="stories-date"
        />
        <ProgramPicker
          programs={programs}
          allowClear
          label={t('list.program')}
          value={programId}
          onChange={refilter(setProgramId)}
          testId="stories-program"
        />
        <StoryTextSearch value={text} onChange={refilter(setText)} testId="stories-text" />
      </Flex>
      <StoryTable
        page={page.data}
        isLoading={page.isFetching}
        pageIndex={pageIndex}
        onPageChange={setPageIndex}
        onView={(story) => setViewed(story.id)}
        onEdit={handleEdit}
        testIdPrefix="stories"
        actionsSize="small"
      />
    </Flex>
  );

  return (
    <div data-testid="stories-page">
      <StoryTabs listLabel={t('list.title')} list={list} stories={stories} />
      <StoryViewerDrawer open={viewed !== null} storyId={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
