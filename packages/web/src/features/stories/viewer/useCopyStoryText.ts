import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storyAsPlainText, type StoryDocument } from '@newsroom/domain';
import { copyToClipboard, notify } from '../../../shared/notifications';
import { useCompanyData } from '../../companyData';
import { useStoryTextLabels } from './useStoryTextLabels';

/**
 * Copies a story as plain text and says how it went: `phrases:copiedToClipboard`, or
 * `error:actionFailed` when the clipboard refused (or the story is private to someone else, so
 * there is nothing to copy).
 */
export function useCopyStoryText(): (story: StoryDocument) => Promise<void> {
  const { t } = useTranslation('story');
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
      const isCopied = text !== '' && (await copyToClipboard(text));
      notify(
        isCopied
          ? { kind: 'success', title: t('phrases:copiedToClipboard') }
          : {
              kind: 'error',
              title: t('error:operationFailed'),
              description: t('error:actionFailed'),
            },
      );
    },
    [company.data, labels, t],
  );
}
