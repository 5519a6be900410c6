import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { abilityOf, useAuth } from '../../auth';
import { AgencyWire } from '../lanes/AgencyWire';
import '../agency.css';

/**
 * The agency (main area `agency`, spec 3 §2 feed lanes): the caller's lanes side by side like an
 * agency wire screen, live. Agency readers only: the wire subscribes to a topic the server
 * refuses to anyone else.
 */
export function AgencyPage() {
  const { t } = useTranslation('agency');
  const { me } = useAuth();
  if (!me || abilityOf(me, 'agency') === 'none')
    return <Alert type="warning" showIcon title={t('forbidden')} data-testid="agency-forbidden" />;
  return <AgencyWire />;
}
