import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { MediaSearch } from '../components/MediaSearch';
import '../media.css';

/**
 * The media centre (main area `mediaCentre`): search the asset managers' media (media read);
 * request a sync, create and edit objects (media write).
 */
export function MediaCentrePage() {
  const { t } = useTranslation('media');
  const { me } = useAuth();
  if (!me || abilityOf(me, 'media') === 'none')
    return (
      <Alert type="warning" showIcon title={t('errors.forbidden')} data-testid="media-forbidden" />
    );
  return (
    <div className="nrcs-media-centre" data-testid="media-centre">
      <Card title={t('title')}>
        <MediaSearch canWrite={canWriteIn(me, 'media')} />
      </Card>
    </div>
  );
}
