import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ViewerIconButton } from '../../../shared/documentViewer';
import { useMessage } from '../../../shared/notifications';
import { mapViewPath, openMapView } from '../mapWindow';

/** Props of {@link MapViewButton}. */
export interface MapViewButtonProps {
  kind: 'production' | 'assignment';
  id: number;
  testId: string;
}

/** A viewer action that opens the document's map view (same window on touch devices). */
export function MapViewButton({ kind, id, testId }: MapViewButtonProps) {
  const { t } = useTranslation('maps');
  const navigate = useNavigate();
  const message = useMessage();
  const handleOpen = () => {
    if (openMapView(mapViewPath(kind, id), (path) => void navigate(path)) === 'blocked')
      void message.warning(t('view.popupBlocked'));
  };
  return (
    <ViewerIconButton
      icon={<GlobalOutlined />}
      label={t('view.open')}
      onClick={handleOpen}
      testId={testId}
    />
  );
}
