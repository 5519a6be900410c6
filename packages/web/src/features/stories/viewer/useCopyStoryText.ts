import { useCallback } from 'react';
import { storyAsPlainText, type StoryDocument } from '@newsroom/domain';
import { copyTextAndSay } from '../../../shared/notifications';
import { useCompanyData } from '../../companyData';
import { useStoryTextLabels } from './useStoryTextLabels';

/** Copies a story as plain text and says how it went (see {@link copyTextAndSay}). */
export function useCopyStoryText(): (story: StoryDocument) => Promise<void> {
  const labels = useStoryTextLabels();
  const company = useCompanyData();
  return useCallback(
    async (story: StoryDocument) => {
      const users = company.data?.users ?? [];
      const type = company.data?.types.find((candidate) => candidate.id === story.typeId);
      const text = storyAsPlainText(story, labels, {
        presenter: (id) => users.find((user) => user.id === id)?.nickname,
        typeAbbreviation: type?.abbreviation,
      });
      await copyTextAndSay(text);
    },
    [company.data, labels],
  );
}
