import { Descriptions, Flex, Typography, theme } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '../i18n';
import { revisionFields, type RevisionItem } from './revisionFields';
import { PLAIN_REVISION_READER, type RevisionReader } from './revisionReader';
import { WordDiff } from './WordDiff';

/** Props of {@link RevisionViewer}. */
export interface RevisionViewerProps {
  revision: RevisionItem;
  /** How the kind's fields read; default: field names, values as text (objects as JSON). */
  reader?: RevisionReader;
}

/** A value as words to diff: an empty one is no words (not the dash it shows as). */
function wordsOf(reader: RevisionReader, field: string, value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : reader.text(field, value);
}

/**
 * One revision (spec 1 §2 "Revision viewer"): the header with revision date, nickname and IP,
 * then every field, the ones this revision changed highlighted: texts word by word, other values
 * before → after.
 */
export function RevisionViewer({ revision, reader = PLAIN_REVISION_READER }: RevisionViewerProps) {
  const { t, i18n } = useTranslation('revision');
  const { token } = theme.useToken();
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const rows = revisionFields(revision);
  const padding = `${token.paddingXXS}px ${token.paddingXS}px`;

  return (
    <Flex
      vertical
      gap="small"
      data-testid="revision-viewer"
      data-revision={revision.revisionNumber}
    >
      <Descriptions
        size="small"
        column={3}
        data-testid="revision-header"
        items={[
          {
            key: 'date',
            label: t('date'),
            children: formatDateTime(new Date(revision.revisionDate), locale),
          },
          { key: 'nickname', label: t('nickname'), children: revision.revisorNickname },
          { key: 'ip', label: t('ip'), children: revision.revisorIP || '—' },
        ]}
      />
      {revision.changes.length === 0 && (
        <Typography.Text type="secondary" data-testid="revision-no-changes">
          {t('noChanges')}
        </Typography.Text>
      )}
      <Flex vertical role="list">
        {rows.map((row) => (
          <Flex
            key={row.field}
            role="listitem"
            gap="small"
            wrap
            data-testid={row.change ? 'revision-field-changed' : 'revision-field'}
            data-field={row.field}
            style={
              row.change
                ? {
                    background: token.colorWarningBg,
                    borderInlineStart: `3px solid ${token.colorWarning}`,
                    padding,
                  }
                : { padding }
            }
          >
            {row.change ? (
              <>
                <Typography.Text strong>{reader.label(row.field)}</Typography.Text>
                {reader.byWords(row.field) ? (
                  <WordDiff
                    before={wordsOf(reader, row.field, row.change.before)}
                    after={wordsOf(reader, row.field, row.change.after)}
                  />
                ) : (
                  <>
                    <Typography.Text delete type="secondary" data-testid="revision-before">
                      {reader.text(row.field, row.change.before)}
                    </Typography.Text>
                    <ArrowRightOutlined aria-label={t('changedTo')} />
                    <Typography.Text data-testid="revision-after">
                      {reader.text(row.field, row.change.after)}
                    </Typography.Text>
                  </>
                )}
              </>
            ) : (
              <>
                <Typography.Text type="secondary">{reader.label(row.field)}</Typography.Text>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                  {reader.text(row.field, row.value)}
                </Typography.Text>
              </>
            )}
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
