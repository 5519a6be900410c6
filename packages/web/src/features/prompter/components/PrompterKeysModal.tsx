import { useCallback, useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  checkKeyBinding,
  checkPadBinding,
  DEFAULT_PAD_BUTTONS,
  DEFAULT_PROMPTER_KEYS,
  inputsOf,
  PAD_BUTTON_LABELS,
  PROMPTER_BINDABLE_ACTIONS,
  type BindingCheck,
  type PrompterBindableAction,
} from '@newsroom/domain';
import type { PrompterBindings } from '../hooks/prompterStorage';
import { useBindingCapture, type CaptureInput } from '../hooks/useBindingCapture';
import { BindingCell } from './BindingCell';

/** Props of {@link PrompterKeysModal}. */
export interface PrompterKeysModalProps {
  /** The bindings in use; the dialog edits a copy until saved. */
  bindings: PrompterBindings;
  onSave: (bindings: PrompterBindings) => void;
  onClose: () => void;
}

/** What is being captured: which action, from which input. */
interface Capture {
  action: PrompterBindableAction;
  input: CaptureInput;
}

const hasGamepads = () => typeof navigator.getGamepads === 'function';

/** A pad button as printed on a standard pad, with its number. */
const padName = (t: TFunction<'prompter'>, button: number | string) =>
  t('keys.button', { index: button, label: PAD_BUTTON_LABELS[Number(button)] ?? '?' });

const without = <V,>(record: Readonly<Record<string, V>>, id: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/**
 * The prompter's key and gamepad bindings (kept in this browser): each action with its keys and
 * buttons, a new one added by pressing it. A key or button that already does something else is
 * refused with the reason, so one press never does two things.
 */
export function PrompterKeysModal({ bindings, onSave, onClose }: PrompterKeysModalProps) {
  const { t } = useTranslation('prompter');
  const [draft, setDraft] = useState(bindings);
  const [capture, setCapture] = useState<Capture | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const apply = useCallback(
    (outcome: BindingCheck, input: string, bind: () => void) => {
      if (outcome.outcome === 'reserved') {
        setRefusal(t('keys.reserved', { input }));
        return; // still listening: a modifier comes before the key meant
      }
      if (outcome.outcome === 'taken')
        setRefusal(t('keys.taken', { input, action: t(`keys.action.${outcome.action}`) }));
      else {
        if (outcome.outcome === 'bind') bind();
        setRefusal(null);
      }
      setCapture(null);
    },
    [t],
  );
  const handleKey = useCallback(
    (key: string, isHeld: boolean) => {
      if (!capture) return;
      const outcome: BindingCheck = isHeld
        ? { outcome: 'reserved' }
        : checkKeyBinding(draft.keys, key, capture.action);
      apply(outcome, key, () =>
        setDraft((d) => ({ ...d, keys: { ...d.keys, [key]: capture.action } })),
      );
    },
    [apply, capture, draft.keys],
  );
  const handleButton = useCallback(
    (button: number) => {
      if (!capture) return;
      apply(checkPadBinding(draft.pad, button, capture.action), padName(t, button), () =>
        setDraft((d) => ({ ...d, pad: { ...d.pad, [button]: capture.action } })),
      );
    },
    [apply, capture, draft.pad, t],
  );
  const handleCancelCapture = useCallback(() => setCapture(null), []);
  useBindingCapture(capture?.input ?? null, {
    onKey: handleKey,
    onButton: handleButton,
    onCancel: handleCancelCapture,
  });

  const handleReset = () => {
    setDraft({ keys: DEFAULT_PROMPTER_KEYS, pad: DEFAULT_PAD_BUTTONS });
    setRefusal(null);
    setCapture(null);
  };
  const cell = (action: PrompterBindableAction, input: CaptureInput) => (
    <BindingCell
      action={action}
      input={input}
      bound={
        input === 'key'
          ? inputsOf(draft.keys, action).map((key) => ({ id: key, label: key }))
          : inputsOf(draft.pad, action).map((b) => ({ id: b, label: padName(t, b) }))
      }
      isListening={capture?.action === action && capture.input === input}
      canAdd={input === 'key' || hasGamepads()}
      onAdd={() => {
        setRefusal(null);
        setCapture({ action, input });
      }}
      onRemove={(id) =>
        setDraft((d) =>
          input === 'key' ? { ...d, keys: without(d.keys, id) } : { ...d, pad: without(d.pad, id) },
        )
      }
    />
  );

  return (
    <Modal
      open
      title={t('keys.title')}
      width={760}
      keyboard={capture === null}
      onCancel={onClose}
      footer={
        <Flex justify="space-between">
          <Button onClick={handleReset} data-testid="prompter-keys-reset">
            {t('keys.reset')}
          </Button>
          <Flex gap="small">
            <Button onClick={onClose}>{t('keys.cancel')}</Button>
            <Button type="primary" onClick={() => onSave(draft)} data-testid="prompter-keys-save">
              {t('keys.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap="small" data-testid="prompter-keys">
        <Typography.Text type="secondary">{t('keys.hint')}</Typography.Text>
        {refusal ? (
          <Alert type="warning" showIcon title={refusal} data-testid="prompter-keys-refusal" />
        ) : null}
        <div className="nrcs-prompter-keys" role="table">
          <div role="row" className="nrcs-prompter-keys__head">
            <span role="columnheader">{t('keys.actionColumn')}</span>
            <span role="columnheader">{t('keys.keysColumn')}</span>
            <span role="columnheader">{t('keys.padColumn')}</span>
          </div>
          {PROMPTER_BINDABLE_ACTIONS.map((action) => (
            <div role="row" key={action}>
              <span role="rowheader">{t(`keys.action.${action}`)}</span>
              <span role="cell">{cell(action, 'key')}</span>
              <span role="cell">{cell(action, 'pad')}</span>
            </div>
          ))}
        </div>
      </Flex>
    </Modal>
  );
}
