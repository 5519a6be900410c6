import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

/** Props of {@link EditableList}. */
export interface EditableListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** The blank item Add appends. */
  newItem: () => T;
  /** The inputs of one item, given how to replace it and its position. */
  renderItem: (item: T, change: (item: T) => void, index: number) => ReactNode;
  removeLabel: string;
  addLabel: string;
  addTestId: string;
  disabled?: boolean;
}

/**
 * A list of small items (phone numbers, e-mails) edited in place: a compact row each with its
 * remove button, and an Add button below.
 */
export function EditableList<T>({
  items,
  onChange,
  newItem,
  renderItem,
  removeLabel,
  addLabel,
  addTestId,
  disabled,
}: EditableListProps<T>) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {items.map((item, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          {renderItem(
            item,
            (changed) => onChange(items.map((other, i) => (i === index ? changed : other))),
            index,
          )}
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={removeLabel}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...items, newItem()])}
        data-testid={addTestId}
      >
        {addLabel}
      </Button>
    </Space>
  );
}
