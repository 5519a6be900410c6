import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Empty,
  Modal,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DisconnectOutlined, LinkOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { displayDate } from '../../../shared/dates';
import { formatDateTime, isLocale } from '../../../shared/i18n';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { TypeTag, useCompanyData } from '../../companyData';
import {
  associateAssignment,
  fetchAssociation,
  fetchNewsReportHistory,
  newsReportListKeys,
  removeAssociation,
  type NewsReportHistoryEntry,
} from '../list/listApi';
import { AssociationModal } from './AssociationModal';

/** Width of the drawer with an associated assignment, and without one (spec 2 §9). */
export const HISTORY_DRAWER_WIDTH = { associated: 640, alone: 350 } as const;

/** Props of {@link NewsReportHistoryDrawer}. */
export interface NewsReportHistoryDrawerProps {
  newsReportId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * A failed association call: spec 2 §8 says these are only logged; a refusal with a message
 * of its own (412 `document:inEdition` when the assignment would go to the trash while someone
 * edits it, 404 for an assignment gone) is still told, since nothing else explains it.
 */
function reportAssociationFailure(error: unknown): void {
  console.error('news report association failed', error);
  if (isApiError(error) && (error.status === 412 || error.status === 404 || error.status === 422))
    notifyFailure(error, 'actionFailed');
}

/**
 * The history drawer of a news report (spec 2 "History drawer on a reportage"): the associated
 * assignment with Remove (asking whether to keep the assignment) and Reassociate, an 'excluded'
 * marker when the assignment is in the trash, or an Associate button; and the change history
 * (date, nickname, IP, changed fields). 640 wide with an assignment, 350 without.
 */
export function NewsReportHistoryDrawer({
  newsReportId,
  open,
  onClose,
}: NewsReportHistoryDrawerProps) {
  const { t, i18n } = useTranslation('newsReport');
  const queryClient = useQueryClient();
  const message = useMessage();
  const [isChoosing, setIsChoosing] = useState(false);
  const [isAskingRemove, setIsAskingRemove] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';

  const association = useQuery({
    queryKey: newsReportListKeys.association(newsReportId),
    queryFn: () => fetchAssociation(newsReportId),
    enabled: open,
    staleTime: 0,
    meta: { isSilent: true },
  });
  const history = useQuery({
    queryKey: newsReportListKeys.history(newsReportId),
    queryFn: () => fetchNewsReportHistory(newsReportId),
    enabled: open,
    staleTime: 0,
    meta: { failureKind: 'load' },
  });
  const assignment = association.data?.assignment ?? null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: newsReportListKeys.association(newsReportId) });
    void queryClient.invalidateQueries({ queryKey: newsReportListKeys.history(newsReportId) });
    void queryClient.invalidateQueries({ queryKey: newsReportListKeys.document(newsReportId) });
  };

  const handleChoose = async (chosen: Assignment) => {
    try {
      await associateAssignment(newsReportId, chosen.id);
      setIsChoosing(false);
      void message.success({ content: t('history.associated'), key: 'news-report-associated' });
      refresh();
    } catch (error) {
      reportAssociationFailure(error);
    }
  };
  const handleRemove = async (keepAssignment: boolean) => {
    setIsRemoving(true);
    try {
      await removeAssociation(newsReportId, keepAssignment);
      setIsAskingRemove(false);
      void message.success({
        content: t('history.removed'),
        key: 'news-report-association-removed',
      });
      refresh();
    } catch (error) {
      reportAssociationFailure(error);
    } finally {
      setIsRemoving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={assignment ? HISTORY_DRAWER_WIDTH.associated : HISTORY_DRAWER_WIDTH.alone}
      title={t('history.title')}
      destroyOnHidden
    >
      <div
        data-testid="news-report-history-drawer"
        data-width={assignment ? HISTORY_DRAWER_WIDTH.associated : HISTORY_DRAWER_WIDTH.alone}
      >
        <section data-testid="news-report-association" data-associated={assignment !== null}>
          <Typography.Title level={5}>{t('history.guideline')}</Typography.Title>
          {association.isPending ? (
            <Spin size="small" />
          ) : association.isError ? (
            <Alert type="warning" showIcon title={t('history.associationFailed')} />
          ) : assignment ? (
            <AssociatedAssignment
              assignment={assignment}
              isExcluded={association.data?.excluded ?? false}
              onRemove={() => setIsAskingRemove(true)}
              onReassociate={() => setIsChoosing(true)}
            />
          ) : (
            <Button
              icon={<LinkOutlined />}
              onClick={() => setIsChoosing(true)}
              data-testid="news-report-associate"
            >
              {t('history.associate')}
            </Button>
          )}
        </section>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('history.changes')}
        </Typography.Title>
        {history.isError ? (
          <Alert type="warning" showIcon title={t('history.loadFailed')} />
        ) : (
          <HistoryTable entries={history.data} isLoading={history.isPending} locale={locale} />
        )}
      </div>
      <AssociationModal
        open={isChoosing}
        onChoose={handleChoose}
        onCancel={() => setIsChoosing(false)}
      />
      <Modal
        open={isAskingRemove}
        title={t('history.removeTitle')}
        onCancel={() => setIsAskingRemove(false)}
        footer={[
          <Button key="cancel" onClick={() => setIsAskingRemove(false)}>
            {t('history.modal.cancel')}
          </Button>,
          <Button
            key="trash"
            danger
            loading={isRemoving}
            onClick={() => void handleRemove(false)}
            data-testid="association-remove-trash"
          >
            {t('history.removeAndTrash')}
          </Button>,
          <Button
            key="keep"
            type="primary"
            loading={isRemoving}
            onClick={() => void handleRemove(true)}
            data-testid="association-remove-keep"
          >
            {t('history.removeAndKeep')}
          </Button>,
        ]}
      >
        <span data-testid="association-remove-dialog">{t('history.removeQuestion')}</span>
      </Modal>
    </Drawer>
  );
}

function AssociatedAssignment({
  assignment,
  isExcluded,
  onRemove,
  onReassociate,
}: {
  assignment: Assignment;
  isExcluded: boolean;
  onRemove: () => void;
  onReassociate: () => void;
}) {
  const { t } = useTranslation('newsReport');
  const company = useCompanyData();
  const type = company.data?.types.find((item) => item.id === assignment.typeId);
  return (
    <Card size="small" data-testid="news-report-association-assignment" data-id={assignment.id}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <Typography.Text strong>
            {assignment.visible ? assignment.slug : t('list.private')}
          </Typography.Text>
          <Typography.Text type="secondary">{displayDate(assignment.date)}</Typography.Text>
          {isExcluded && (
            <Tag color="red" data-testid="news-report-association-excluded">
              {t('history.excluded')}
            </Tag>
          )}
        </Space>
        <Space size={4}>
          <Button
            size="small"
            danger
            icon={<DisconnectOutlined />}
            onClick={onRemove}
            data-testid="news-report-association-remove"
          >
            {t('history.remove')}
          </Button>
          <Button
            size="small"
            icon={<SwapOutlined />}
            onClick={onReassociate}
            data-testid="news-report-reassociate"
          >
            {t('history.reassociate')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

function HistoryTable({
  entries,
  isLoading,
  locale,
}: {
  entries: NewsReportHistoryEntry[] | undefined;
  isLoading: boolean;
  locale: Parameters<typeof formatDateTime>[1];
}) {
  const { t } = useTranslation('newsReport');
  if (!isLoading && (entries ?? []).length === 0)
    return <Empty description={t('history.none')} data-testid="news-report-history-empty" />;
  return (
    <Table<NewsReportHistoryEntry>
      rowKey="revisionNumber"
      size="small"
      loading={isLoading}
      dataSource={entries ?? []}
      pagination={false}
      onRow={(entry) =>
        ({
          'data-testid': 'news-report-history-entry',
          'data-revision': entry.revisionNumber,
        }) as object
      }
      columns={[
        {
          key: 'date',
          title: t('history.date'),
          width: 160,
          render: (_, entry) => formatDateTime(new Date(entry.revisionDate), locale),
        },
        { key: 'nickname', title: t('history.nickname'), dataIndex: 'revisorNickname' },
        { key: 'ip', title: t('history.ip'), dataIndex: 'revisorIP' },
        {
          key: 'changes',
          title: t('history.fields'),
          render: (_, entry) => (
            <Space size={2} wrap>
              {entry.changes.map((change) => (
                <Tag key={change.field}>
                  {t(`viewer.fields.${change.field.split('.')[0] ?? change.field}`, {
                    defaultValue: change.field,
                  })}
                </Tag>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
