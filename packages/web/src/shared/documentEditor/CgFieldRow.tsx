import { Button, Flex, Input, InputNumber } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/** What a row edits of a CG template's field: its name, size (0: no limit) and value. */
export interface CgFieldValues {
  name: string;
  size: number;
  value: string;
}

/** Props of {@link CgFieldRow}. */
export interface CgFieldRowProps {
  field: CgFieldValues;
  /** The kind's words for the three inputs and the remove button. */
  labels: { name: string; size: string; value: string; remove: string };
  testIds: { row: string; name?: string; size?: string; value: string };
  nameWidth: number;
  disabled?: boolean;
  /** Marks the value in error, as one longer than its size. */
  isFlagged?: boolean;
  onChange: (patch: Partial<CgFieldValues>) => void;
  onRemove: () => void;
}

/**
 * One field of a CG template (spec 2 §5): name, size and value, and its remove button; a size
 * above zero limits the value (the input stops there and a counter shows what is left).
 */
export function CgFieldRow({
  field,
  labels,
  testIds,
  nameWidth,
  disabled,
  isFlagged,
  onChange,
  onRemove,
}: CgFieldRowProps) {
  return (
    <Flex gap={6} align="center" data-testid={testIds.row}>
      <Input
        value={field.name}
        placeholder={labels.name}
        aria-label={labels.name}
        maxLength={200}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
        style={{ width: nameWidth }}
        data-testid={testIds.name}
      />
      <InputNumber<number>
        value={field.size}
        min={0}
        max={2000}
        precision={0}
        aria-label={labels.size}
        title={labels.size}
        disabled={disabled}
        onChange={(size) => onChange({ size: size ?? 0 })}
        style={{ width: 80 }}
        data-testid={testIds.size}
      />
      <Input
        value={field.value}
        placeholder={labels.value}
        aria-label={labels.value}
        maxLength={field.size > 0 ? field.size : 2000}
        showCount={field.size > 0}
        status={isFlagged ? 'error' : undefined}
        disabled={disabled}
        onChange={(event) => onChange({ value: event.target.value })}
        data-testid={testIds.value}
      />
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={labels.remove}
        title={labels.remove}
        disabled={disabled}
        onClick={onRemove}
      />
    </Flex>
  );
}
