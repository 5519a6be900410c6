import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { wordDiff } from '@newsroom/domain';

/** Props of {@link WordDiff}. */
export interface WordDiffProps {
  before: string;
  after: string;
}

/** Two texts as one, removed words struck through and added words highlighted. */
export function WordDiff({ before, after }: WordDiffProps) {
  const { t } = useTranslation('revision');
  const { token } = theme.useToken();
  return (
    <Typography.Text data-testid="revision-words" style={{ whiteSpace: 'pre-wrap' }}>
      {wordDiff(before, after).map((part, index) =>
        part.change === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.change === 'removed' ? (
          <del
            key={index}
            title={t('removed')}
            data-testid="revision-removed"
            style={{ background: token.colorErrorBg }}
          >
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            title={t('added')}
            data-testid="revision-added"
            style={{ background: token.colorSuccessBg, textDecoration: 'none' }}
          >
            {part.text}
          </ins>
        ),
      )}
    </Typography.Text>
  );
}
