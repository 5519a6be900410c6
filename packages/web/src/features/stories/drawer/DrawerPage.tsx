import type { StoryId } from '@newsroom/domain';
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { CopyOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StorySummary } from '@newsroom/domain';
import { notifyFailure, notifySuccess } from '../../../shared/notifications';
import { fetchStory } from '../api/storiesApi';
import {
  createDrawerStory,
  moveDrawerStories,
  removeDrawerStories,
  STORY_LISTS_KEY,
  type DrawerTarget,
} from '../api/storyListsApi';
import { StoryTable } from '../lists/StoryTable';
import { StoryTextSearch } from '../lists/StoryTextSearch';
import { StoryTabs, useOpenStories } from '../lists/StoryTabs';
import { useStoryLists } from '../lists/useStoryLists';
import { StoryViewerDrawer } from '../viewer/StoryViewerDrawer';
import { SendToRundownModal } from './SendToRundownModal';
import { useCopyStoryText } from '../viewer/useCopyStoryText';
import { DeleteButton, IconButton, useDebouncedValue } from '../../../shared/components';

/**
 * The drawer (`/main?area=drawer`): stories kept outside any rundown. New story, view, edit,
 * send to a rundown (a block or its Standby), copy as text and remove to the trash.
 */
export function DrawerPage() {
  const { t } = useTranslation('story');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [viewed, setViewed] = useState<number | null>(null);
  const [sending, setSending] = useState<StorySummary | null>(null);
  const debouncedText = useDebouncedValue(text.trim());
  const stories = useOpenStories('drawer');
  const copyText = useCopyStoryText();
  const { page } = useStoryLists(
    { filter: 'DRAWER', text: debouncedText || undefined, page: pageIndex },
    { withCounter: false },
  );
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: STORY_LISTS_KEY });

  const create = useMutation({
    mutationFn: () => createDrawerStory({}),
    meta: { failureKind: 'create' },
    onSuccess: (story) => {
      refreshLists();
      stories.open(story.id, story.slug);
    },
  });

  const send = useMutation({
    mutationFn: ({ storyId, target }: { storyId: StoryId; target: DrawerTarget }) =>
      moveDrawerStories([storyId], target),
    meta: { failureKind: 'actionFailed' },
    onSuccess: () => {
      setSending(null);
      refreshLists();
      notifySuccess(t('drawer.sent'));
    },
  });

  const remove = useMutation({
    mutationFn: (storyId: StoryId) => removeDrawerStories([storyId]),
    meta: { failureKind: 'delete' },
    onSuccess: refreshLists,
  });

  const handleCopy = async (storyId: StoryId) => {
    try {
      await copyText(await fetchStory(storyId));
    } catch (error) {
      notifyFailure(error, 'load');
    }
  };

  const list = (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          loading={create.isPending}
          onClick={() => create.mutate()}
          data-testid="drawer-new-story"
        >
          {t('drawer.newStory')}
        </Button>
        <StoryTextSearch
          value={text}
          onChange={(value) => {
            setText(value);
            setPageIndex(0);
          }}
          testId="drawer-text"
        />
      </Flex>
      <StoryTable
        page={page.data}
        isLoading={page.isFetching}
        pageIndex={pageIndex}
        onPageChange={setPageIndex}
        onView={(story) => setViewed(story.id)}
        onEdit={(story) => stories.open(story.id, story.slug)}
        testIdPrefix="drawer"
        actionsSize={4}
        extraActions={(story) => (
          <>
            <IconButton
              icon={<SendOutlined />}
              label={t('drawer.send')}
              onClick={() => setSending(story)}
              testId="drawer-send"
            />
            <IconButton
              icon={<CopyOutlined />}
              label={t('viewer.copy')}
              disabled={!story.visible}
              onClick={() => void handleCopy(story.id)}
              testId="drawer-copy"
            />
            <DeleteButton
              confirmTitle={t('drawer.removeTitle')}
              confirmDescription={t('drawer.removeConfirm', {
                slug: story.visible ? story.slug || t('viewer.noSlug') : t('viewer.private'),
              })}
              label={t('drawer.remove')}
              onConfirm={() => remove.mutate(story.id)}
              testId="drawer-remove"
              confirmTestId="drawer-remove-confirm"
              size="small"
            />
          </>
        )}
      />
    </Flex>
  );

  return (
    <div data-testid="drawer-page">
      <StoryTabs listLabel={t('drawer.title')} list={list} stories={stories} />
      <StoryViewerDrawer open={viewed !== null} storyId={viewed} onClose={() => setViewed(null)} />
      <SendToRundownModal
        storySlug={sending ? sending.slug || t('viewer.noSlug') : null}
        isSending={send.isPending}
        onSend={(target) => sending && send.mutate({ storyId: sending.id, target })}
        onCancel={() => setSending(null)}
      />
    </div>
  );
}
