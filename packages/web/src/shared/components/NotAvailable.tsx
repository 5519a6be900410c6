import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResultPanel } from './ResultPanel';

/** Props of {@link NotAvailable}. */
export interface NotAvailableProps {
  /** The translated name of the area that is not built yet. */
  areaName: string;
}

/** The honest placeholder of an area not built yet: says so, shows nothing made up. */
export function NotAvailable({ areaName }: NotAvailableProps) {
  const { t } = useTranslation();
  return (
    <ResultPanel
      data-testid="not-available"
      data-area={areaName}
      icon={<ClockCircleOutlined />}
      title={t('common:notAvailable.title')}
      subTitle={t('common:notAvailable.description', { area: areaName })}
    />
  );
}
