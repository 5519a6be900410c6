import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentState } from '@newsroom/domain';

/** Tag colour of each state: finished ones calm, interrupted ones alarming. */
const STATE_COLOURS: Record<DocumentState, string> = {
  PRODUCING: 'blue',
  COVERING: 'orange',
  COMPLETED: 'green',
  INTERRUPTED: 'red',
  EDITING: 'purple',
};

/** An assignment's state as a coloured tag. */
export function StateTag({ state }: { state: DocumentState }) {
  const { t } = useTranslation('assignment');
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="assignment-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
