import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AgencySource } from '@newsroom/domain';
import { AdminRecordList, adminListTestIds } from '../../../../shared/admin';
import { currentLocale, formatDateTime } from '../../../../shared/i18n';
import { notify, useMessage } from '../../../../shared/notifications';
import { AGENCY_SOURCES_KEY, fetchSources } from '../api/agencyAdminApi';
import { useAgencyCategories } from '../hooks/useAgencyCategories';
import { useNetworkList } from '../hooks/useNetworkList';
import { useSourceMutations } from '../hooks/useSourceMutations';
import { agencyListWords } from './agencyListWords';
import { NetworkSelect } from './NetworkSelect';
import { SourceFormModal } from './SourceFormModal';
import { SourceStateTag } from './SourceStateTag';
import { useSourceHint } from './useSourceHint';

/** Props of {@link SourcesTab}. */
export interface SourcesTabProps {
  /** ROLE_ADMIN_WRITE: create, edit, delete and poll; otherwise read-only. */
  canEdit: boolean;
}

/**
 * The agency's sources (spec 3 §2 Facebook pages, RSS feeds, Twitter users and lists): filtered
 * by network, with their state, last poll and "poll now".
 */
export function SourcesTab({ canEdit }: SourcesTabProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const hintOf = useSourceHint();
  const sources = useNetworkList<AgencySource>({
    queryKey: AGENCY_SOURCES_KEY,
    queryFn: fetchSources,
    texts: (source) => [source.name, source.address],
    initialNetwork: null,
  });
  const categories = useAgencyCategories();
  const { remove, poll } = useSourceMutations();
  const locale = currentLocale();
  const categoryName = (id: number | null) =>
    categories.data?.find((category) => category.id === id)?.name ?? '';

  const handlePoll = (source: AgencySource) =>
    poll.mutate(source.id, {
      onSuccess: (polled) => {
        if (polled.state === 'invalid')
          notify({
            kind: 'warning',
            title: t('agencyAdmin:sources.pollInvalid', { name: polled.name }),
            description: hintOf(polled),
          });
        else
          void message.success({
            content: t('agencyAdmin:sources.polled', { name: polled.name }),
            key: 'agency-source-polled',
          });
      },
    });

  const columns: TableColumnsType<AgencySource> = [
    {
      key: 'name',
      title: t('agencyAdmin:sources.columns.name'),
      // The address under the name: long feed URLs would squeeze every other column.
      render: (_value, source) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{source.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: source.address }}>
            {source.address}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'network',
      title: t('agencyAdmin:sources.columns.network'),
      width: 150,
      render: (_value, source) =>
        `${t(`agencyAdmin:networks.${source.network}`)} · ${t(`agencyAdmin:kinds.${source.kind}`)}`,
    },
    {
      key: 'category',
      title: t('agencyAdmin:sources.columns.category'),
      dataIndex: 'categoryId',
      width: 120,
      render: categoryName,
    },
    {
      key: 'interval',
      title: t('agencyAdmin:sources.columns.interval'),
      dataIndex: 'intervalMinutes',
      width: 90,
    },
    {
      key: 'enabled',
      title: t('agencyAdmin:sources.columns.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean) =>
        enabled ? (
          <Tag color="green">{t('agencyAdmin:sources.enabled')}</Tag>
        ) : (
          <Tag>{t('agencyAdmin:sources.disabled')}</Tag>
        ),
    },
    {
      key: 'state',
      title: t('agencyAdmin:sources.columns.state'),
      width: 110,
      render: (_value, source) => <SourceStateTag source={source} />,
    },
    {
      key: 'lastPolledAt',
      title: t('agencyAdmin:sources.columns.lastPolledAt'),
      dataIndex: 'lastPolledAt',
      width: 160,
      render: (at: string | null) =>
        at ? formatDateTime(new Date(at), locale) : t('agencyAdmin:sources.never'),
    },
  ];

  return (
    <AdminRecordList<AgencySource>
      state={sources.state}
      words={agencyListWords(t, 'sources')}
      filters={
        <NetworkSelect
          value={sources.network}
          onChange={sources.setNetwork}
          allowAll
          testId="agency-sources-network"
        />
      }
      columns={columns}
      actionsWidth={150}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      deletedKey="agency-source-deleted"
      testIds={adminListTestIds<AgencySource>('agency-sources', 'agency-source')}
      actionTestId="agency-source"
      extraActions={(source) =>
        canEdit && (
          <Button
            size="small"
            icon={<SyncOutlined />}
            aria-label={t('agencyAdmin:sources.pollNow')}
            title={t('agencyAdmin:sources.pollNow')}
            loading={poll.isPending && poll.variables === source.id}
            onClick={() => handlePoll(source)}
            data-testid={`agency-source-poll-${source.name}`}
          />
        )
      }
      form={(source, onClose) => (
        <SourceFormModal source={source} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
