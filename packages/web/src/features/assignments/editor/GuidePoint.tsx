import { Button, Space, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link GuidePoint}. */
export interface GuidePointProps {
  latitude: number;
  longitude: number;
  disabled?: boolean;
  onClear: () => void;
}

/** The point a guide's address was geocoded to, with a button to drop it. */
export function GuidePoint({ latitude, longitude, disabled, onClear }: GuidePointProps) {
  const { t } = useTranslation('maps');
  return (
    <Space size={4} data-testid="guide-point">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('location.point', { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) })}
      </Typography.Text>
      {!disabled && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('location.clearPoint')}
          onClick={onClear}
          data-testid="guide-point-clear"
        />
      )}
    </Space>
  );
}
