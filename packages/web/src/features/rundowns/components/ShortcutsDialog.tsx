import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** The keys of the grid, with their `rundown:shortcuts.<name>` descriptions. */
const SHORTCUTS = [
  ['space', 'Space'],
  ['toggleSelected', 'Ctrl + Space'],
  ['setOnAirCascade', 'Ctrl + Shift + Space'],
  ['sendToStandby', 'Ctrl + Shift + U'],
  ['copy', 'Ctrl + C'],
  ['cut', 'Ctrl + X'],
  ['paste', 'Ctrl + V'],
  ['search', 'Ctrl + F'],
  ['moveUp', 'Alt + ↑'],
  ['moveDown', 'Alt + ↓'],
  ['select', 'Click, Ctrl + Click, Shift + Click'],
  ['edit', 'Click (250 ms), Enter, Esc'],
] as const;

/** Props of {@link ShortcutsDialog}. */
export interface ShortcutsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The list of the rundown's keyboard shortcuts. */
export function ShortcutsDialog({ isOpen, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation('rundown');
  return (
    <Modal open={isOpen} onCancel={onClose} footer={null} title={t('shortcuts.title')}>
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        data-testid="rundown-shortcuts-table"
        dataSource={SHORTCUTS.map(([name, keys]) => ({ name, keys }))}
        columns={[
          { key: 'keys', title: t('shortcuts.keys'), render: (_v, row) => <kbd>{row.keys}</kbd> },
          {
            key: 'action',
            title: t('shortcuts.action'),
            render: (_v, row) => t(`shortcuts.${row.name}`),
          },
        ]}
      />
    </Modal>
  );
}
