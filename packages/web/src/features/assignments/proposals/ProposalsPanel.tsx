import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment, Proposal } from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { notifyFailure } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { canWriteIn, useAuth } from '../../auth';
import { createAssignmentFromProposal } from '../api/assignmentsApi';
import { documentDateColumn } from '../../../shared/documents/documentDateColumn';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { namesOf, useAssignmentLookups } from '../hooks/useAssignmentLookups';
import { ProposalFormModal } from './ProposalFormModal';
import { fetchProposals, PROPOSALS_KEY, proposalsPageKey, removeProposal } from './proposalsApi';

/** Props of {@link ProposalsPanel}. */
export interface ProposalsPanelProps {
  /** Opens the assignment made from a proposal. */
  onOpenAssignment: (assignment: Assignment) => void;
}

/**
 * Assignment proposals (spec 3 §7): a paged list with create, edit and delete, and "Create
 * guideline", which makes an assignment of the proposal and opens it. Kept live by `proposals`.
 */
export function ProposalsPanel({ onOpenAssignment }: ProposalsPanelProps) {
  const { t } = useTranslation('proposal');
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const lookups = useAssignmentLookups();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Proposal | null | undefined>(undefined);
  const [convertingId, setConvertingId] = useState<number | null>(null);
  const canWrite = canWriteIn(me, 'assignment_proposal');
  const canCreateAssignment = canWriteIn(me, 'assignment');

  const query = useQuery({
    queryKey: proposalsPageKey({ text, page }),
    queryFn: () => fetchProposals({ text, page }),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY });
  useTopic('proposals', refresh);

  const handleDelete = async (proposal: Proposal) => {
    try {
      await removeProposal(proposal.id);
      refresh();
    } catch (error) {
      notifyFailure(error, 'delete');
    }
  };

  const handleCreateAssignment = async (proposal: Proposal) => {
    setConvertingId(proposal.id);
    try {
      const assignment = await createAssignmentFromProposal(proposal.id);
      applyChangeToCaches(queryClient, { kind: 'upsert', assignment });
      refresh();
      onOpenAssignment(assignment);
    } catch (error) {
      notifyFailure(error, 'create');
    } finally {
      setConvertingId(null);
    }
  };

  return (
    <div data-testid="proposals-panel">
      <Space style={{ marginBottom: 8 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('filter')}
          onSearch={(value) => {
            setText(value);
            setPage(0);
          }}
          data-testid="proposals-filter"
          style={{ width: 280 }}
        />
        {canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="proposal-new"
          >
            {t('new')}
          </Button>
        )}
      </Space>
      <PagedTable<Proposal>
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        data-testid="proposals-table"
        rowAttributes={(proposal) => ({
          'data-testid': 'proposal-row',
          'data-slug': proposal.slug,
        })}
        columns={[
          documentDateColumn<Proposal>(t('fields.date')),
          { key: 'slug', title: t('fields.slug'), dataIndex: 'slug' },
          {
            key: 'programs',
            title: t('fields.programs'),
            render: (_, proposal) => {
              const names = namesOf(proposal.programsIds, lookups.programs);
              return names.length > 0 ? names.join(', ') : <Tag>{t('assignment:drawer')}</Tag>;
            },
          },
          { key: 'author', title: t('fields.author'), dataIndex: 'authorNickname', width: 140 },
          {
            key: 'actions',
            width: 170,
            render: (_, proposal) => (
              <Space size={4}>
                {canCreateAssignment && (
                  <Tooltip
                    title={proposal.assignmentId ? t('alreadyGuideline') : t('createGuideline')}
                  >
                    <Button
                      size="small"
                      icon={<FileAddOutlined />}
                      loading={convertingId === proposal.id}
                      disabled={proposal.assignmentId !== null}
                      aria-label={t('createGuideline')}
                      onClick={() => void handleCreateAssignment(proposal)}
                      data-testid="proposal-create-assignment"
                    />
                  </Tooltip>
                )}
                {canWrite && (
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('edit')}
                      onClick={() => setEditing(proposal)}
                      data-testid="proposal-edit"
                    />
                    <Popconfirm
                      title={t('deleteConfirm')}
                      onConfirm={() => void handleDelete(proposal)}
                      okButtonProps={
                        { 'data-testid': 'proposal-delete-confirm' } as Record<string, string>
                      }
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('delete')}
                        data-testid="proposal-delete"
                      />
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ProposalFormModal
        proposal={editing}
        programs={
          lookups.accessiblePrograms.length > 0 ? lookups.accessiblePrograms : lookups.programs
        }
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
    </div>
  );
}
