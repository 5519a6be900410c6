import { screen } from '@testing-library/react';

/** The antd tooltip shown now: not hidden, not on its way out (antd keeps closed ones around). */
export function visibleTooltip(): Element | null | undefined {
  return screen
    .queryAllByRole('tooltip')
    .map((tip) => tip.closest('.ant-tooltip'))
    .find((tip) => tip && !/ant-tooltip-hidden|-leave/.test(tip.className));
}
