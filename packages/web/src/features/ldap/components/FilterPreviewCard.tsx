import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterPreview } from '@newsroom/domain';
import { DirectoryProblems } from './DirectoryProblems';

/** Props of {@link FilterPreviewCard}. */
export interface FilterPreviewCardProps {
  preview: FilterPreview;
  groups: readonly { id: number; name: string }[];
}

/** Who the saved filter brings, mapped as a sync would (name, e-mail, newsroom groups). */
export function FilterPreviewCard({ preview, groups }: FilterPreviewCardProps) {
  const { t } = useTranslation('ldap');
  return (
    <Card
      title={t('previewTitle', { total: preview.total })}
      data-testid="directory-preview-result"
    >
      <Table
        size="small"
        rowKey="dn"
        pagination={false}
        dataSource={preview.people}
        columns={[
          { key: 'nickname', dataIndex: 'nickname', title: t('attributes.nickname') },
          { key: 'name', dataIndex: 'name', title: t('attributes.name') },
          { key: 'email', dataIndex: 'email', title: t('attributes.email') },
          {
            key: 'groups',
            title: t('attributes.groups'),
            render: (_, person) =>
              person.groupIds.map((id) => groups.find((g) => g.id === id)?.name ?? id).join(', '),
          },
        ]}
      />
      <DirectoryProblems problems={preview.problems} />
    </Card>
  );
}
