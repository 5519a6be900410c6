import { Button, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import { CloseOutlined, MoreOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMmss } from '@newsroom/domain';

/** Props of {@link EditorActions}. */
export interface EditorActionsProps {
  totalMs: number;
  /** Saved news reports only: print, versions, history and approval need an id. */
  isSaved: boolean;
  isApproved: boolean;
  /** Holds the approval role (spec 2 §6). */
  canApprove: boolean;
  isApproving: boolean;
  canSave: boolean;
  isSaving: boolean;
  /** Asks the print options (one or two columns, size), then prints. */
  onPrint: () => void;
  onVersions: () => void;
  onHistory: () => void;
  onApprove: (approve: boolean) => void;
  onClose: () => void;
  onSave: () => void;
}

const testLabel = (testId: string, text: string) => <span data-testid={testId}>{text}</span>;

/**
 * The editor's bar (spec 2 §2): the Total duration (mm:ss), the More menu (Print, in one or two
 * columns by the print options, View versions and history, Approve / Disapprove for the approval role), Close, Save.
 */
export function EditorActions(props: EditorActionsProps) {
  const { t } = useTranslation('newsReport');
  const items: MenuProps['items'] = [
    {
      key: 'print',
      label: testLabel('news-report-print', t('editor.print')),
      disabled: !props.isSaved,
      onClick: props.onPrint,
    },
    {
      key: 'view',
      label: t('editor.view'),
      disabled: !props.isSaved,
      children: [
        {
          key: 'versions',
          label: testLabel('news-report-versions', t('editor.versions')),
          onClick: props.onVersions,
        },
        {
          key: 'history',
          label: testLabel('news-report-history', t('editor.history')),
          onClick: props.onHistory,
        },
      ],
    },
    ...(props.canApprove && props.isSaved
      ? [
          props.isApproved
            ? {
                key: 'disapprove',
                label: testLabel('news-report-disapprove', t('editor.disapprove')),
                disabled: props.isApproving,
                onClick: () => props.onApprove(false),
              }
            : {
                key: 'approve',
                label: testLabel('news-report-approve', t('editor.approve')),
                disabled: props.isApproving,
                onClick: () => props.onApprove(true),
              },
        ]
      : []),
  ];
  return (
    <Flex gap={8} align="center" justify="space-between" wrap>
      <Flex gap={8} align="center">
        <Typography.Text>{t('editor.total')}</Typography.Text>
        <Typography.Text strong data-testid="news-report-total" data-ms={props.totalMs}>
          {formatMmss(props.totalMs)}
        </Typography.Text>
        {props.isApproved && (
          <Tag color="green" data-testid="news-report-approved">
            {t('editor.approved')}
          </Tag>
        )}
      </Flex>
      <Flex gap={8}>
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button icon={<MoreOutlined />} data-testid="news-report-more">
            {t('editor.more')}
          </Button>
        </Dropdown>
        <Button icon={<CloseOutlined />} onClick={props.onClose} data-testid="news-report-close">
          {t('editor.close')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={props.isSaving}
          disabled={!props.canSave}
          onClick={props.onSave}
          data-testid="news-report-save"
        >
          {t('editor.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
