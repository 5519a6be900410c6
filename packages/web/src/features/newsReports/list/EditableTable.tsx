import type { Key, ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { EditableCell, type EditableCellKind, type EditableCellOption } from './EditableCell';

/** Width of the row selection column (spec 2 §9). */
export const SELECTION_COLUMN_WIDTH = 26;

/** How a column edits its value in place. */
export interface EditableColumnEditor<T> {
  kind: EditableCellKind;
  /** The value as text. */
  value: (row: T) => string;
  options?: readonly EditableCellOption[];
  /** The column validator: an error text, or null when the value may be saved. */
  validate?: (text: string) => string | null;
  /** Whether this row may be edited (default: yes). */
  isEditable?: (row: T) => boolean;
  onSave: (row: T, text: string) => void;
}

/** One column of {@link EditableTable}. */
export interface EditableColumn<T> {
  key: string;
  title: ReactNode;
  width?: number;
  /** What the cell shows (while not editing). */
  render: (row: T) => ReactNode;
  /** Makes the cell editable in place. */
  editor?: EditableColumnEditor<T>;
}

/** The paginator of {@link EditableTable}: page from 0, 25 a page. */
export interface EditableTablePaging {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/** Props of {@link EditableTable}. */
export interface EditableTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => number;
  columns: readonly EditableColumn<T>[];
  selectedKeys: readonly number[];
  onSelectionChange: (keys: number[]) => void;
  paging: EditableTablePaging;
  loading?: boolean;
  /** Called on a double click on a row. */
  onOpen?: (row: T) => void;
  /** Extra attributes of a row (`data-testid`, `data-id`). */
  rowProps?: (row: T) => Record<string, unknown>;
  testId?: string;
}

/**
 * The generic editable table (spec 2 "Generic editable table"): row selection, cells edited in
 * place (input, date, duration, select) and a paginator with a quick jumper, no size changer and
 * the total as a range.
 */
export function EditableTable<T extends object>({
  rows,
  rowKey,
  columns,
  selectedKeys,
  onSelectionChange,
  paging,
  loading,
  onOpen,
  rowProps,
  testId,
}: EditableTableProps<T>) {
  const { t } = useTranslation();
  const tableColumns: TableColumnsType<T> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    render: (_: unknown, row: T) => {
      const editor = column.editor;
      if (!editor) return column.render(row);
      return (
        <EditableCell
          kind={editor.kind}
          value={editor.value(row)}
          display={column.render(row)}
          options={editor.options}
          validate={editor.validate}
          isEditable={editor.isEditable?.(row) ?? true}
          onSave={(text) => editor.onSave(row, text)}
          label={typeof column.title === 'string' ? column.title : column.key}
          testId={`edit-${column.key}`}
        />
      );
    },
  }));
  return (
    <Table<T>
      rowKey={(row) => rowKey(row)}
      size="small"
      loading={loading}
      dataSource={[...rows]}
      columns={tableColumns}
      data-testid={testId}
      rowSelection={{
        columnWidth: SELECTION_COLUMN_WIDTH,
        selectedRowKeys: [...selectedKeys],
        onChange: (keys: Key[]) => onSelectionChange(keys.map(Number)),
      }}
      onRow={(row) =>
        ({
          ...rowProps?.(row),
          onDoubleClick: () => onOpen?.(row),
        }) as object
      }
      pagination={{
        current: paging.page + 1,
        pageSize: DEFAULT_PAGE_SIZE,
        total: paging.total,
        showSizeChanger: false,
        showQuickJumper: true,
        showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
        onChange: (next) => paging.onChange(next - 1),
      }}
    />
  );
}
