import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencyItem } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { itemTimeLabel } from './itemTime';

/** Props of {@link LaneItemRow}. */
export interface LaneItemRowProps {
  item: AgencyItem;
  /** The time "today" is judged against. */
  now: Date;
  isSelected: boolean;
  onOpen: (item: AgencyItem) => void;
}

/** One wire line: time, source and title; a flash item stands out, a used one says so. */
export function LaneItemRow({ item, now, isSelected, onOpen }: LaneItemRowProps) {
  const { t } = useTranslation('agency');
  const className = [
    'nrcs-agency-item',
    item.flash ? 'nrcs-agency-item--flash' : '',
    isSelected ? 'nrcs-agency-item--selected' : '',
  ].join(' ');
  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={() => onOpen(item)}
        data-testid="lane-item"
        data-flash={item.flash}
        data-used={item.used}
      >
        <Flex gap={6} align="center" wrap>
          <Typography.Text type="secondary" className="nrcs-agency-item__time">
            {itemTimeLabel(item.publishedAt, now, currentLocale())}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis className="nrcs-agency-item__source">
            {item.sourceName}
          </Typography.Text>
          {item.flash && <Tag color="red">{t('item.flash')}</Tag>}
          {item.used && <Tag>{t('item.used')}</Tag>}
        </Flex>
        <Typography.Text strong={item.flash} className="nrcs-agency-item__title">
          {item.title}
        </Typography.Text>
      </button>
    </li>
  );
}
