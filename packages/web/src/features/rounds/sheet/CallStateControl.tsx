import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { CALL_STATES, type CallState } from '@newsroom/domain';

/** Props of {@link CallStateControl}. */
export interface CallStateControlProps {
  roundId: number;
  value: CallState;
  disabled: boolean;
  onChange: (state: CallState) => void;
}

/** Ticks a call: to call, done, no answer (saved at once). */
export function CallStateControl({ roundId, value, disabled, onChange }: CallStateControlProps) {
  const { t } = useTranslation('rounds');
  return (
    <Segmented<CallState>
      size="small"
      value={value}
      disabled={disabled}
      options={CALL_STATES.map((state) => ({
        value: state,
        label: (
          <span data-testid={`round-call-${roundId}-state-${state}`}>
            {t(`sheet.states.${state}`)}
          </span>
        ),
      }))}
      onChange={onChange}
      aria-label={t('sheet.state')}
    />
  );
}
