import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';

/**
 * Why a call to another branch failed, in words: unreachable (switched off, timed out), token
 * refused, no token, an answer that is not a newsroom's; anything else as a generic failure.
 */
export function RemoteFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('remote');
  const key = isApiError(error) && error.message.startsWith('remote:') ? error.message : null;
  return (
    <Alert
      type="warning"
      showIcon
      message={key ? t(key) : t('failed')}
      data-testid="remote-failure"
    />
  );
}
