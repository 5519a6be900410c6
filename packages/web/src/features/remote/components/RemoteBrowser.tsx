import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Drawer, Empty, Flex, List, Select, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REMOTE_KINDS, type RemoteKind, type RemoteSummary } from '@newsroom/domain';
import {
  fetchRemoteBranches,
  fetchRemoteList,
  fetchRemoteRundowns,
  remoteKeys,
} from '../api/remoteApi';
import { RemoteDocumentView } from './RemoteDocumentView';
import { RemoteFailure } from './RemoteFailure';

type Tab = RemoteKind | 'rundowns';

/** One list of the branch's day: its documents of a kind, or its rundowns. */
function RemoteDayList({
  branchId,
  tab,
  date,
  onOpen,
}: {
  branchId: number;
  tab: Tab;
  date: string;
  onOpen: (kind: RemoteKind, id: number) => void;
}) {
  const { t } = useTranslation('remote');
  const list = useQuery({
    queryKey: remoteKeys.list(branchId, tab, date),
    queryFn: async (): Promise<RemoteSummary[]> =>
      tab === 'rundowns'
        ? (await fetchRemoteRundowns(branchId, date)).map((rundown) => ({
            id: rundown.id,
            slug: rundown.programName,
            date: rundown.date,
            state: null,
          }))
        : fetchRemoteList(branchId, tab, date),
    retry: false,
  });
  if (list.isError) return <RemoteFailure error={list.error} />;
  return (
    <List
      size="small"
      loading={list.isPending}
      dataSource={list.data ?? []}
      locale={{ emptyText: <Empty description={t('emptyDay')} /> }}
      data-testid={`remote-list-${tab}`}
      renderItem={(item) => (
        <List.Item
          onClick={tab === 'rundowns' ? undefined : () => onOpen(tab, item.id)}
          style={{ cursor: tab === 'rundowns' ? 'default' : 'pointer' }}
        >
          <Flex gap="small" align="center">
            <span>{item.slug}</span>
            {item.state && <Tag>{item.state}</Tag>}
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * Another branch's day (spec 3 §7 remote access): pick a branch and a day, read its guidelines,
 * reportages, stories, proposals and rundowns; open a document read-only and copy it here.
 */
export function RemoteBrowser() {
  const { t } = useTranslation('remote');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [opened, setOpened] = useState<{ kind: RemoteKind; id: number } | null>(null);
  const branches = useQuery({ queryKey: remoteKeys.branches, queryFn: fetchRemoteBranches });
  const date = day.format('YYYY-MM-DD');
  const tabs: Tab[] = [...REMOTE_KINDS, 'rundowns'];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Select<number>
          style={{ minWidth: 240 }}
          placeholder={t('pickBranch')}
          loading={branches.isPending}
          value={branchId ?? undefined}
          onChange={setBranchId}
          options={(branches.data ?? []).map((branch) => ({
            value: branch.id,
            label: branch.name,
          }))}
          data-testid="remote-branch-select"
        />
        <DatePicker value={day} onChange={(value) => value && setDay(value)} allowClear={false} />
      </Flex>
      {branchId === null ? (
        <Empty description={t('pickBranch')} />
      ) : (
        <Tabs
          items={tabs.map((tab) => ({
            key: tab,
            label: t(`kinds.${tab}`),
            children: (
              <RemoteDayList
                branchId={branchId}
                tab={tab}
                date={date}
                onOpen={(kind, id) => setOpened({ kind, id })}
              />
            ),
          }))}
        />
      )}
      <Drawer open={opened !== null} width={640} onClose={() => setOpened(null)} destroyOnHidden>
        {opened && branchId !== null && (
          <RemoteDocumentView branchId={branchId} kind={opened.kind} id={opened.id} />
        )}
      </Drawer>
    </Flex>
  );
}
