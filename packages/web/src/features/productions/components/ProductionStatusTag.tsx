import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCTION_STATUSES, type ProductionStatus } from '@newsroom/domain';

const COLOURS: Record<ProductionStatus, string> = { NEW: 'blue', PRODUCING: 'gold', DONE: 'green' };

/** A production's status as a coloured tag. */
export function ProductionStatusTag({ status }: { status: ProductionStatus }) {
  const { t } = useTranslation('production');
  return (
    <Tag color={COLOURS[status]} data-testid="production-status-tag" data-status={status}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}

/** Props of {@link ProductionStatusSelect}. */
export interface ProductionStatusSelectProps {
  value: ProductionStatus;
  onChange: (status: ProductionStatus) => void;
  disabled?: boolean;
  testId?: string;
}

/** Chooses a production's status (NEW, PRODUCING, DONE). */
export function ProductionStatusSelect({
  value,
  onChange,
  disabled,
  testId,
}: ProductionStatusSelectProps) {
  const { t } = useTranslation('production');
  return (
    <Select<ProductionStatus>
      size="small"
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-label={t('fields.status')}
      style={{ minWidth: 120 }}
      options={PRODUCTION_STATUSES.map((status) => ({
        value: status,
        label: <ProductionStatusTag status={status} />,
      }))}
      data-testid={testId}
    />
  );
}
