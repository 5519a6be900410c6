import type { ReactNode } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrompterBindableAction } from '@newsroom/domain';
import type { CaptureInput } from '../hooks/useBindingCapture';

/** One key or button shown in the editor. */
export interface BoundInput {
  /** The key's name or the button's number, as stored. */
  id: string;
  label: ReactNode;
}

/** Props of {@link BindingCell}. */
export interface BindingCellProps {
  action: PrompterBindableAction;
  input: CaptureInput;
  bound: BoundInput[];
  /** Waiting for this action's next key or button. */
  isListening: boolean;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

/** The keys (or buttons) of one action in the bindings editor, each removable, and "add". */
export function BindingCell(props: BindingCellProps) {
  const { action, input, bound, isListening, canAdd, onAdd, onRemove } = props;
  const { t } = useTranslation('prompter');
  return (
    <Flex gap={4} wrap align="center">
      {bound.map((item) => (
        <Tag key={item.id} data-testid={`prompter-binding-${input}-${action}`}>
          <Typography.Text keyboard>{item.label}</Typography.Text>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('keys.remove', { input: item.id })}
            onClick={() => onRemove(item.id)}
          />
        </Tag>
      ))}
      {isListening ? (
        <Tag color="processing" data-testid="prompter-binding-listening">
          {t(input === 'key' ? 'keys.pressKey' : 'keys.pressButton')}
        </Tag>
      ) : (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          disabled={!canAdd}
          onClick={onAdd}
          aria-label={t(input === 'key' ? 'keys.addKey' : 'keys.addButton', {
            action: t(`keys.action.${action}`),
          })}
        />
      )}
    </Flex>
  );
}
