import { Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The "approved" mark of a report (list rows, viewer and editor titles). */
export function ApprovedTag({ testId }: { testId: string }) {
  const { t } = useTranslation('reports');
  return (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid={testId}>
      {t('approval.approvedTag')}
    </Tag>
  );
}
