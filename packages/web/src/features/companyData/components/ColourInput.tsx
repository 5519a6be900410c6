import type { ReactNode } from 'react';
import { ColorPicker, Select, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPaletteColour, THEME_PALETTE } from '@newsroom/domain';
import { cssColour } from './colour';
import { ColourSwatch } from './ColourSwatch';

/** Props of {@link ColourInput}; `value`/`onChange` come from the Form.Item. */
export interface ColourInputProps {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  testId?: string;
}

/** A palette colour from the list, or any colour from the picker (stored as `#rrggbb`). */
export function ColourInput({ value, onChange, disabled, testId }: ColourInputProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const options: { value: string; label: ReactNode }[] = THEME_PALETTE.map((name) => ({
    value: name,
    label: <ColourSwatch value={name} />,
  }));
  if (value && !isPaletteColour(value))
    options.push({ value, label: <ColourSwatch value={value} /> });
  return (
    <Space.Compact block>
      <Select<string>
        value={value}
        onChange={(next) => onChange?.(next)}
        options={options}
        disabled={disabled}
        placeholder={t('companyData:colourPlaceholder')}
        data-testid={testId}
        className="nrcs-grow"
      />
      <ColorPicker
        value={cssColour(value ?? 'blue', token)}
        disabledAlpha
        disabled={disabled}
        onChangeComplete={(colour) => onChange?.(`#${colour.toHex().slice(0, 6)}`)}
        aria-label={t('companyData:customColour')}
      />
    </Space.Compact>
  );
}
