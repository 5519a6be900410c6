import { Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccessiblePrograms } from '../hooks/useAccessiblePrograms';
import { formatSchedule } from './timeOfDay';

/** "Your programs" on the home page: the shows the user may work on, live. */
export function MyProgramsCard() {
  const { t } = useTranslation();
  const programs = useAccessiblePrograms();

  return (
    <Card title={t('program:home.title')} data-testid="my-programs" size="small">
      {programs.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : programs.data && programs.data.length > 0 ? (
        <Flex vertical gap="small" role="list">
          {programs.data.map((program) => (
            <Flex
              key={program.id}
              role="listitem"
              justify="space-between"
              align="center"
              gap="small"
              wrap
              data-testid="my-program"
              data-program-name={program.name}
            >
              <Typography.Text strong>{program.name}</Typography.Text>
              <Flex gap="small" align="center">
                {program.isRestricted && (
                  <Tooltip title={t('program:home.restrictedHint')}>
                    <Tag icon={<LockOutlined />} data-testid="my-program-restricted">
                      {t('program:restricted')}
                    </Tag>
                  </Tooltip>
                )}
                <Typography.Text type="secondary">
                  {formatSchedule(program.start, program.end)}
                </Typography.Text>
              </Flex>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Empty description={t('program:home.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
