import { useState, type DragEvent } from 'react';
import { Button, Collapse, Empty, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveIndexed, type NewsReportCg } from '@newsroom/domain';
import { notify } from '../../../shared/notifications';
import { SortableItems } from '../../../shared/documentEditor';
import { CgFormModal } from './CgFormModal';
import { CgItem } from './CgItem';
import {
  cgFromDeviceItem,
  DEVICE_ITEM_MIME,
  duplicateCg,
  isEditableCg,
  newCg,
  reindexed,
} from './editableNewsReport';

/** Props of {@link CgsPanel}. */
export interface CgsPanelProps {
  cgs: readonly NewsReportCg[];
  disabled?: boolean;
  onChange: (cgs: NewsReportCg[]) => void;
}

/** The CG being edited: a new one or one of the list. */
type Editing = { cg: NewsReportCg; isNew: boolean } | null;

/**
 * The collapsible CGs panel (spec 2 §2, §4): drag ordering, add (II template data), duplicate
 * with new ids, edit, remove; a dropped device item that is not a CG warns
 * `reportage:onlyCgAllowed`, editing a CG the form cannot hold warns `reportage:editCgInvalid`.
 */
export function CgsPanel({ cgs, disabled, onChange }: CgsPanelProps) {
  const { t } = useTranslation('newsReport');
  const [editing, setEditing] = useState<Editing>(null);
  const commit = (next: readonly NewsReportCg[]) => onChange(reindexed(next));

  const handleEdit = (cg: NewsReportCg) => {
    if (!isEditableCg(cg)) {
      notify({ kind: 'warning', title: t('reportage:editCgInvalid') });
      return;
    }
    setEditing({ cg, isNew: false });
  };

  const handleDeviceDrop = (event: DragEvent<HTMLDivElement>) => {
    const raw = event.dataTransfer.getData(DEVICE_ITEM_MIME);
    if (!raw || disabled) return;
    event.preventDefault();
    const cg = cgFromDeviceItem(raw);
    if (!cg) {
      notify({ kind: 'warning', title: t('reportage:onlyCgAllowed') });
      return;
    }
    commit([...cgs, cg]);
  };

  const list = (
    <Flex
      vertical
      gap={4}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DEVICE_ITEM_MIME)) event.preventDefault();
      }}
      onDrop={handleDeviceDrop}
    >
      {cgs.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.cgs.empty')} />
      )}
      <SortableItems
        ids={cgs.map((cg) => cg.uuid)}
        onMove={(from, to) => onChange(moveIndexed(cgs, from, to))}
      >
        {cgs.map((cg, position) => (
          <CgItem
            key={cg.uuid}
            cg={cg}
            disabled={disabled}
            onEdit={() => handleEdit(cg)}
            onDuplicate={() =>
              commit([...cgs.slice(0, position + 1), duplicateCg(cg), ...cgs.slice(position + 1)])
            }
            onRemove={() => commit(cgs.filter((other) => other.uuid !== cg.uuid))}
          />
        ))}
      </SortableItems>
    </Flex>
  );

  return (
    <>
      <Collapse
        size="small"
        defaultActiveKey={['cgs']}
        data-testid="news-report-cgs"
        items={[
          {
            key: 'cgs',
            label: t('editor.cgs.title', { count: cgs.length }),
            extra: (
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing({ cg: newCg(), isNew: true });
                }}
                data-testid="news-report-add-cg"
              >
                {t('editor.cgs.add')}
              </Button>
            ),
            forceRender: true,
            children: list,
          },
        ]}
      />
      {editing?.cg.ciiData && (
        <CgFormModal
          initial={editing.cg.ciiData}
          isNew={editing.isNew}
          onCancel={() => setEditing(null)}
          onSave={(ciiData) => {
            const saved = { ...editing.cg, ciiData };
            commit(
              editing.isNew
                ? [...cgs, saved]
                : cgs.map((cg) => (cg.uuid === saved.uuid ? saved : cg)),
            );
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
