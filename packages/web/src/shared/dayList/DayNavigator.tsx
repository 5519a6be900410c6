import { addDaysToDate } from '@newsroom/domain';
import { Button, Input, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../dates';

/** Props of {@link DayNavigator}. */
export interface DayNavigatorProps {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  /** The area's namespace, which holds `list.previous`, `list.today`, `list.next`, `fields.date`. */
  namespace: string;
  /** Prefix of the test ids (`<prefix>-previous`, `-today`, `-next`, `-date`). */
  testIdPrefix: string;
}

/** The previous, today and next buttons and the date box of a day list (inside its `Space`). */
export function DayNavigator({
  date,
  today,
  onDateChange,
  namespace,
  testIdPrefix,
}: DayNavigatorProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <Tooltip title={t('list.previous')}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('list.previous')}
          onClick={() => onDateChange(addDaysToDate(date, -1))}
          data-testid={`${testIdPrefix}-previous`}
        />
      </Tooltip>
      <Button
        onClick={() => onDateChange(today)}
        disabled={date === today}
        data-testid={`${testIdPrefix}-today`}
      >
        {t('list.today')}
      </Button>
      <Tooltip title={t('list.next')}>
        <Button
          icon={<RightOutlined />}
          aria-label={t('list.next')}
          onClick={() => onDateChange(addDaysToDate(date, 1))}
          data-testid={`${testIdPrefix}-next`}
        />
      </Tooltip>
      <Input
        type="date"
        value={date}
        aria-label={t('fields.date')}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onDateChange(event.target.value);
        }}
        data-testid={`${testIdPrefix}-date`}
        style={{ width: 160 }}
      />
    </>
  );
}
