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
import { RemoteNoticesList } from './RemoteNoticesList';
import { RemoteRundownView } from './RemoteRundownView';

type Tab = RemoteKind | 'rundowns';

/** What the drawer shows: a document of a kind, or a rundown (named by its program). */
type Opened = { kind: RemoteKind; id: number } | { kind: 'rundowns'; id: number; name: string };

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
  onOpen: (opened: Opened) => void;
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
          onClick={() =>
            onOpen(
              tab === 'rundowns'
                ? { kind: tab, id: item.id, name: item.slug }
                : { kind: tab, id: item.id },
            )
          }
          style={{ cursor: 'pointer' }}
          data-testid={`remote-item-${tab}-${item.id}`}
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
 * reportages, stories, proposals and rundowns, and its notices; open a document or a rundown
 * read-only and copy a document here.
 */
export function RemoteBrowser() {
  const { t } = useTranslation('remote');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [opened, setOpened] = useState<Opened | null>(null);
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
          items={[
            ...tabs.map((tab) => ({
              key: tab,
              label: t(`kinds.${tab}`),
              children: (
                <RemoteDayList branchId={branchId} tab={tab} date={date} onOpen={setOpened} />
              ),
            })),
            {
              key: 'notices',
              label: t('kinds.notices'),
              children: <RemoteNoticesList branchId={branchId} />,
            },
          ]}
        />
      )}
      <Drawer
        open={opened !== null}
        size={opened?.kind === 'rundowns' ? 900 : 640}
        onClose={() => setOpened(null)}
        destroyOnHidden
      >
        {opened &&
          branchId !== null &&
          (opened.kind === 'rundowns' ? (
            <RemoteRundownView branchId={branchId} id={opened.id} programName={opened.name} />
          ) : (
            <RemoteDocumentView branchId={branchId} kind={opened.kind} id={opened.id} />
          ))}
      </Drawer>
    </Flex>
  );
}
