import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBER_SOURCES } from '@newsroom/domain';
import { SOURCE_TAG_COLORS } from './sourceColors';

/** What the marks of the grid's cells mean: regular members, forward change, one-day change. */
export function TeamGridLegend() {
  const { t } = useTranslation('team');
  return (
    <Flex gap="small" wrap align="center" data-testid="team-grid-legend">
      <Typography.Text type="secondary">{t('grid.legend')}:</Typography.Text>
      {TEAM_MEMBER_SOURCES.map((source) => (
        <Tag
          key={source}
          color={SOURCE_TAG_COLORS[source]}
          className={`nrcs-team-source-${source}`}
        >
          {t(`grid.sources.${source}`)}
        </Tag>
      ))}
    </Flex>
  );
}
