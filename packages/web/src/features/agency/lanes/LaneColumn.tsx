import { useState } from 'react';
import { Button, Dropdown, Empty, Flex, Input, Spin, Typography, type MenuProps } from 'antd';
import { MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AgencyItem, AgencyLane } from '@newsroom/domain';
import { useDebouncedValue } from '../../../shared/components';
import { LaneItemRow } from '../items/LaneItemRow';
import { useLaneItems } from './useLaneItems';

/** What a column's menu asks the wire for. */
export type LaneAction = 'edit' | 'delete' | 'moveLeft' | 'moveRight';

/** Props of {@link LaneColumn}. */
export interface LaneColumnProps {
  lane: AgencyLane;
  isFirst: boolean;
  isLast: boolean;
  now: Date;
  selectedItemId: number | null;
  onAction: (lane: AgencyLane, action: LaneAction) => void;
  onOpenItem: (item: AgencyItem) => void;
}

/**
 * One column of the wire: the lane's name, a search over its items, a refresh and its menu; the
 * items newest first, scrolling on their own, a page at a time.
 */
export function LaneColumn({
  lane,
  isFirst,
  isLast,
  now,
  selectedItemId,
  onAction,
  onOpenItem,
}: LaneColumnProps) {
  const { t } = useTranslation('agency');
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed.trim());
  const laneItems = useLaneItems(lane.id, term);

  const menu: MenuProps['items'] = [
    { key: 'edit', label: t('lane.edit') },
    { key: 'moveLeft', label: t('lane.moveLeft'), disabled: isFirst },
    { key: 'moveRight', label: t('lane.moveRight'), disabled: isLast },
    { type: 'divider' },
    { key: 'delete', label: t('lane.delete'), danger: true },
  ];

  return (
    <section
      className="nrcs-agency-lane"
      aria-label={lane.name}
      data-testid="agency-lane"
      data-lane-id={lane.id}
    >
      <Flex vertical gap={6} className="nrcs-agency-lane__header">
        <Flex align="center" gap={4}>
          <Typography.Text strong ellipsis className="nrcs-agency-lane__name">
            {lane.name}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            onClick={laneItems.refresh}
            aria-label={t('lane.refresh', { name: lane.name })}
            title={t('lane.refresh', { name: lane.name })}
            data-testid="lane-refresh"
          />
          <Dropdown
            trigger={['click']}
            menu={{ items: menu, onClick: ({ key }) => onAction(lane, key as LaneAction) }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('lane.actions', { name: lane.name })}
              data-testid="lane-menu"
            />
          </Dropdown>
        </Flex>
        <Input.Search
          size="small"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('lane.search')}
          aria-label={t('lane.searchIn', { name: lane.name })}
          data-testid="lane-search"
        />
      </Flex>
      <div className="nrcs-agency-lane__body">
        {laneItems.isLoading ? (
          <Flex justify="center" className="nrcs-agency-lane__spinner">
            <Spin />
          </Flex>
        ) : laneItems.isError ? (
          <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
        ) : laneItems.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lane.empty')} />
        ) : (
          <ul className="nrcs-agency-lane__list">
            {laneItems.items.map((item) => (
              <LaneItemRow
                key={item.id}
                item={item}
                now={now}
                isSelected={item.id === selectedItemId}
                onOpen={onOpenItem}
              />
            ))}
          </ul>
        )}
        {laneItems.hasMore && (
          <Button
            block
            size="small"
            loading={laneItems.isLoadingMore}
            onClick={laneItems.loadMore}
            data-testid="lane-more"
          >
            {t('lane.loadMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
