import { useState } from 'react';
import { Alert, Flex, Input, Modal, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { byIndex, newsroomToday } from '@newsroom/domain';
import { useBranchConfig } from '../../branch';
import { useAccessiblePrograms } from '../../programs';
import { drawerRundownKey, fetchRundownOf, type DrawerTarget } from '../api/storyListsApi';

/** Props of {@link SendToRundownModal}. */
export interface SendToRundownModalProps {
  /** The slug of the story being sent; null closes the dialog. */
  storySlug: string | null;
  isSending: boolean;
  onSend: (target: DrawerTarget) => void;
  onCancel: () => void;
}

/**
 * Sends a drawer story to a rundown: choose the date and the program, then one of the rundown's
 * blocks (to the end of it, TO_AIR) or its Standby block (ON_STANDBY).
 */
export function SendToRundownModal({
  storySlug,
  isSending,
  onSend,
  onCancel,
}: SendToRundownModalProps) {
  const { t } = useTranslation('story');
  const branch = useBranchConfig();
  const programs = useAccessiblePrograms();
  const [date, setDate] = useState(() => newsroomToday(branch.data?.timeZone, new Date()));
  const [programId, setProgramId] = useState<number | null>(null);
  const [blockId, setBlockId] = useState<number | null>(null);
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const rundown = useQuery({
    queryKey: drawerRundownKey(date, programId ?? 0),
    queryFn: () => fetchRundownOf(date, programId ?? 0),
    enabled: storySlug !== null && programId !== null && isDate,
    meta: { failureKind: 'load' },
  });
  const blocks = rundown.data ? byIndex(rundown.data.blocks) : [];
  const block = blocks.find((candidate) => candidate.id === blockId);

  const handleOk = () => {
    if (!rundown.data || !block) return;
    onSend(
      block.isStandbyBlock
        ? { destination: 'ON_STANDBY', targetBlockId: null, rundownId: rundown.data.id }
        : { destination: 'TO_AIR', targetBlockId: block.id, rundownId: rundown.data.id },
    );
  };

  return (
    <Modal
      open={storySlug !== null}
      title={t('drawer.sendTitle', { slug: storySlug ?? '' })}
      okText={t('drawer.send')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !block, 'data-testid': 'drawer-send-confirm' }}
      confirmLoading={isSending}
      onOk={handleOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap="small" data-testid="drawer-send-form">
        <Input
          type="date"
          value={date}
          aria-label={t('list.date')}
          onChange={(event) => {
            setDate(event.target.value);
            setBlockId(null);
          }}
          data-testid="drawer-send-date"
        />
        <Select<number>
          showSearch
          optionFilterProp="label"
          placeholder={t('list.program')}
          aria-label={t('list.program')}
          value={programId ?? undefined}
          options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(value) => {
            setProgramId(value);
            setBlockId(null);
          }}
          data-testid="drawer-send-program"
        />
        {rundown.isFetching ? <Spin size="small" /> : null}
        {rundown.data === null ? (
          <Alert type="info" showIcon title={t('drawer.noRundown')} />
        ) : null}
        {rundown.data?.displayed ? (
          <Alert type="warning" showIcon title={t('drawer.displayed')} />
        ) : null}
        {rundown.data && !rundown.data.displayed ? (
          <Select<number>
            placeholder={t('drawer.block')}
            aria-label={t('drawer.block')}
            value={blockId ?? undefined}
            options={blocks.map((candidate) => ({
              value: candidate.id,
              label: candidate.isStandbyBlock ? t('drawer.standbyBlock') : candidate.name,
            }))}
            onChange={setBlockId}
            data-testid="drawer-send-block"
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
