import { useState } from 'react';
import { Button, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANES_MAX, type AgencyItem, type AgencyLane } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useNow } from '../../rundowns/hooks/useNow';
import { agencyKeys, deleteLane, orderLanes } from '../api/agencyApi';
import { useAgencyLive } from '../hooks/useAgencyLive';
import { useLanes, useSources } from '../hooks/useAgencyLists';
import { ItemPreviewDrawer } from '../items/ItemPreviewDrawer';
import { LaneColumn, type LaneAction } from './LaneColumn';
import { LaneEditorModal } from './LaneEditorModal';

/** "Today" in the columns moves on with the clock, checked each minute. */
const CLOCK_MS = 60_000;

/** The ids in the new order after moving one lane a place left or right. */
function movedIds(lanes: readonly AgencyLane[], id: number, step: -1 | 1): number[] {
  const ids = lanes.map((lane) => lane.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** The wire itself: lanes, their editor, the item preview, live events. */
export function AgencyWire() {
  const { t } = useTranslation('agency');
  const queryClient = useQueryClient();
  const message = useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const now = useNow(CLOCK_MS);
  const lanes = useLanes();
  // Loaded for the live refresh: it finds the lanes showing a source through its category.
  useSources();
  useAgencyLive();
  // Nothing, a new lane (null) or the lane edited.
  const [editing, setEditing] = useState<{ lane: AgencyLane | null } | null>(null);
  const [openItem, setOpenItem] = useState<AgencyItem | null>(null);
  const list = lanes.data ?? [];

  const handleMove = async (lane: AgencyLane, step: -1 | 1) => {
    try {
      queryClient.setQueryData(agencyKeys.lanes, await orderLanes(movedIds(list, lane.id, step)));
    } catch (error) {
      notifyFailure(error, 'update');
    }
  };
  const handleAction = (lane: AgencyLane, action: LaneAction) => {
    if (action === 'edit') setEditing({ lane });
    else if (action === 'moveLeft') void handleMove(lane, -1);
    else if (action === 'moveRight') void handleMove(lane, 1);
    else
      void modal.confirm({
        title: t('lane.deleteConfirm', { name: lane.name }),
        okText: t('lane.delete'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await deleteLane(lane.id);
            await queryClient.invalidateQueries({ queryKey: agencyKeys.lanes });
            void message.success({ content: t('lane.deleted'), key: 'agency-lane-deleted' });
          } catch (error) {
            notifyFailure(error, 'delete');
          }
        },
      });
  };

  const isFull = list.length >= LANES_MAX;
  return (
    <div className="nrcs-agency" data-testid="agency-page">
      <Flex justify="space-between" align="center" gap="middle">
        <Typography.Title level={4} className="nrcs-block-gap">
          {t('title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={isFull}
          title={isFull ? t('tooManyLanes') : undefined}
          onClick={() => setEditing({ lane: null })}
          data-testid="lane-add"
        >
          {t('lane.add')}
        </Button>
      </Flex>
      {lanes.isLoading ? (
        <Spin />
      ) : lanes.isError ? (
        <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
      ) : list.length === 0 ? (
        <Empty description={t('noLanes')} data-testid="agency-no-lanes" />
      ) : (
        <div className="nrcs-agency__lanes">
          {list.map((lane, index) => (
            <LaneColumn
              key={lane.id}
              lane={lane}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              now={now}
              selectedItemId={openItem?.id ?? null}
              onAction={handleAction}
              onOpenItem={setOpenItem}
            />
          ))}
        </div>
      )}
      {editing && <LaneEditorModal lane={editing.lane} onClose={() => setEditing(null)} />}
      <ItemPreviewDrawer item={openItem} onClose={() => setOpenItem(null)} />
      {modalHolder}
    </div>
  );
}
