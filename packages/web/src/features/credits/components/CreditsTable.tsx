import { Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditRow } from '@newsroom/domain';
import { SendCreditButton } from './SendCreditButton';

/** Props of {@link CreditsTable}. */
export interface CreditsTableProps {
  rows: CreditRow[];
  isLoading: boolean;
  /** Why no credit can be sent now (no device, disabled, no role…), null when they can. */
  blockedBy: string | null;
  /** The row being sent (its key). */
  sendingKey: string | null;
  onSend: (row: CreditRow) => void;
  emptyText: string;
}

/** The credits: name, title, where each is used (kind and slug), and the send action. */
export function CreditsTable({
  rows,
  isLoading,
  blockedBy,
  sendingKey,
  onSend,
  emptyText,
}: CreditsTableProps) {
  const { t } = useTranslation('credits');
  const columns: TableColumnsType<CreditRow> = [
    { key: 'name', title: t('columns.name'), dataIndex: 'name' },
    { key: 'title', title: t('columns.title'), dataIndex: 'title' },
    {
      key: 'usages',
      title: t('columns.usages'),
      render: (_value, row) => (
        <Flex wrap gap={4}>
          {row.usages.map((usage) => (
            <Tag key={`${usage.kind}-${usage.documentId}`}>
              {t(`kinds.${usage.kind}`)}: {usage.slug}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 150,
      render: (_value, row) => (
        <SendCreditButton
          name={row.name}
          blockedBy={blockedBy}
          isSending={sendingKey === row.key}
          onSend={() => onSend(row)}
          testId={`credit-send-${row.key}`}
        />
      ),
    },
  ];
  return (
    <Table<CreditRow>
      rowKey="key"
      size="small"
      loading={isLoading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText }}
      data-testid="credits-table"
    />
  );
}
