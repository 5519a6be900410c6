import { Button, Flex } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyItem } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import { createNewsFromItem, newsKeys } from '../../newsSuggestions/api/newsSuggestionsApi';
import { CreatePostButton } from '../../posts';
import { createDrawerStoryFrom } from '../../stories/api/storyListsApi';
import { createProposalFromItem } from '../api/itemActionsApi';
import { showItem } from '../hooks/useAgencyLive';

/** Props of {@link ItemActions}. */
export interface ItemActionsProps {
  item: AgencyItem;
}

/**
 * What can be made of an item, each offered only to whom may make it: a proposal (proposal
 * writers), a drawer story (story writers), a post (post writers: it opens in the posts editor),
 * a news suggestion (agency writers). The proposal, story and suggestion mark the item used.
 */
export function ItemActions({ item }: ItemActionsProps) {
  const { t } = useTranslation('agency');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const handleMade = (content: string) => {
    showItem(queryClient, { ...item, used: true });
    void message.success({ content, key: `agency-item-${item.id}` });
  };

  const proposal = useMutation({
    mutationFn: () => createProposalFromItem(item),
    meta: { isSilent: true },
    onSuccess: () => handleMade(t('preview.proposalCreated')),
    onError: (error) => notifyFailure(error, 'create'),
  });
  const story = useMutation({
    mutationFn: () => createDrawerStoryFrom('agency_item', item.id),
    meta: { isSilent: true },
    onSuccess: () => handleMade(t('preview.storyCreated')),
    onError: (error) => notifyFailure(error, 'create'),
  });
  const news = useMutation({
    mutationFn: () => createNewsFromItem(item.id),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
      handleMade(t('preview.newsCreated'));
    },
    onError: (error) => notifyFailure(error, 'create'),
  });

  const actions = [
    canWriteIn(me, 'assignment_proposal') && (
      <Button
        key="proposal"
        onClick={() => proposal.mutate()}
        loading={proposal.isPending}
        data-testid="item-create-proposal"
      >
        {t('preview.createProposal')}
      </Button>
    ),
    canWriteIn(me, 'story') && (
      <Button
        key="story"
        onClick={() => story.mutate()}
        loading={story.isPending}
        data-testid="item-create-story"
      >
        {t('preview.createStory')}
      </Button>
    ),
    canWriteIn(me, 'post') && (
      <CreatePostButton
        key="post"
        sourceType="agency_item"
        sourceId={item.id}
        testId="item-create-post"
      />
    ),
    canWriteIn(me, 'agency') && (
      <Button
        key="news"
        onClick={() => news.mutate()}
        loading={news.isPending}
        data-testid="item-suggest-news"
      >
        {t('preview.suggestNews')}
      </Button>
    ),
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <Flex gap="small" wrap data-testid="item-actions">
      {actions}
    </Flex>
  );
}
