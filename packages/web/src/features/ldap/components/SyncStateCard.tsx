import { Button, Card, Descriptions, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncState } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { DirectoryProblems } from './DirectoryProblems';

/** Props of {@link SyncStateCard}. */
export interface SyncStateCardProps {
  state: SyncState | undefined;
  canEdit: boolean;
  /** The directory is switched on (a sync may start). */
  enabled: boolean;
  isStarting: boolean;
  onSync: () => void;
}

/** The sync's live progress, last result and next scheduled run, with the button to start one. */
export function SyncStateCard({
  state: current,
  canEdit,
  enabled,
  isStarting,
  onSync,
}: SyncStateCardProps) {
  const { t } = useTranslation('ldap');
  const locale = currentLocale();
  const last = current?.lastResult ?? null;
  const percent =
    current && current.total > 0 ? Math.floor((current.done * 100) / current.total) : 0;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : t('never'));
  return (
    <Card
      title={t('stateTitle')}
      extra={
        <Button
          type="primary"
          disabled={!canEdit || !enabled || current?.isSyncing}
          loading={isStarting}
          onClick={onSync}
          data-testid="directory-sync"
        >
          {t('sync')}
        </Button>
      }
    >
      {current?.isSyncing ? (
        <Flex vertical data-testid="directory-syncing">
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary">
            {t('progress', { done: current.done, total: current.total })}
          </Typography.Text>
        </Flex>
      ) : null}
      <Descriptions size="small" column={1} data-testid="directory-last-result">
        <Descriptions.Item label={t('lastSync')}>
          {last ? when(last.finishedAt) : t('never')}
        </Descriptions.Item>
        {last && (
          <Descriptions.Item label={t('lastResult')}>
            {last.ok
              ? t('resultCounts', last)
              : [t(last.errorKey ?? 'error:internal_error'), last.serverMessage]
                  .filter(Boolean)
                  .join(': ')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('nextSync')}>
          {when(current?.nextSyncAt ?? null)}
        </Descriptions.Item>
      </Descriptions>
      {last && <DirectoryProblems problems={last.problems} />}
    </Card>
  );
}
