import type { ReactNode } from 'react';
import { Descriptions, Flex, Typography, theme } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '../i18n';
import { revisionFields, revisionValueText, type RevisionItem } from './revisionFields';

/** Props of {@link RevisionViewer}. */
export interface RevisionViewerProps {
  revision: RevisionItem;
  /** A field's label (dotted paths for nested fields); default: the field name. */
  fieldLabel?: (field: string) => string;
  /** How a value shows; default: text, with objects and lists as JSON. */
  formatValue?: (field: string, value: unknown) => ReactNode;
}

/**
 * One revision (spec 1 §2 "Revision viewer"): the header with revision date, nickname and IP,
 * then every field, the ones this revision changed highlighted with before → after.
 */
export function RevisionViewer({ revision, fieldLabel, formatValue }: RevisionViewerProps) {
  const { t, i18n } = useTranslation('revision');
  const { token } = theme.useToken();
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const labelOf = fieldLabel ?? ((field: string) => field);
  const show = (field: string, value: unknown): ReactNode =>
    formatValue ? formatValue(field, value) : revisionValueText(value);
  const rows = revisionFields(revision);

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
        {rows.map((row) =>
          row.change ? (
            <Flex
              key={row.field}
              role="listitem"
              gap="small"
              wrap
              data-testid="revision-field-changed"
              data-field={row.field}
              style={{
                background: token.colorWarningBg,
                borderInlineStart: `3px solid ${token.colorWarning}`,
                padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              }}
            >
              <Typography.Text strong>{labelOf(row.field)}</Typography.Text>
              <Typography.Text delete type="secondary" data-testid="revision-before">
                {show(row.field, row.change.before)}
              </Typography.Text>
              <ArrowRightOutlined aria-label={t('changedTo')} />
              <Typography.Text data-testid="revision-after">
                {show(row.field, row.change.after)}
              </Typography.Text>
            </Flex>
          ) : (
            <Flex
              key={row.field}
              role="listitem"
              gap="small"
              wrap
              data-testid="revision-field"
              data-field={row.field}
              style={{ padding: `${token.paddingXXS}px ${token.paddingXS}px` }}
            >
              <Typography.Text type="secondary">{labelOf(row.field)}</Typography.Text>
              <Typography.Text>{show(row.field, row.value)}</Typography.Text>
            </Flex>
          ),
        )}
      </Flex>
    </Flex>
  );
}
