import { useState } from 'react';
import { AutoComplete, Input, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GeoPlace } from '@newsroom/domain';
import { useLocationSuggestions } from './useLocationSuggestions';

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  /** The address as typed or picked. */
  value: string;
  /** The text changed (typing keeps the point already set: the address may be refined). */
  onChange: (text: string) => void;
  /** A place was picked: its address and point. */
  onPick: (place: GeoPlace) => void;
  maxLength: number;
  disabled?: boolean;
  testId: string;
}

/**
 * An address field that offers the geocoder's places as the user types (3 characters, 1000 ms
 * after the last key); picking one fills the address and sets its point. Without the geocoder
 * it stays a plain text field and says the suggestions are unavailable.
 */
export function LocationField({
  value,
  onChange,
  onPick,
  maxLength,
  disabled,
  testId,
}: LocationFieldProps) {
  const { t } = useTranslation('maps');
  const [hasTyped, setHasTyped] = useState(false);
  const suggestions = useLocationSuggestions(value, hasTyped);
  // The option's value is the address (antd writes it into the field); its key finds the place.
  const options = suggestions.places.map((place, index) => ({
    key: String(index),
    value: place.label.slice(0, maxLength),
    label: <span data-testid={`${testId}-option`}>{place.label}</span>,
  }));

  return (
    <>
      <AutoComplete
        value={value}
        options={options}
        disabled={disabled}
        onChange={(text: string) => {
          setHasTyped(true);
          onChange(text);
        }}
        onSelect={(label: string, option: { key?: string }) => {
          const place = suggestions.places[Number(option.key)];
          if (!place) return;
          setHasTyped(false);
          onPick({ ...place, label });
        }}
        style={{ width: '100%' }}
      >
        <Input
          maxLength={maxLength}
          prefix={<EnvironmentOutlined />}
          aria-label={t('location.label')}
          data-testid={testId}
          data-suggestions={suggestions.status}
        />
      </AutoComplete>
      {suggestions.status === 'unavailable' && (
        <Typography.Text type="warning" data-testid={`${testId}-unavailable`}>
          {t('location.unavailable')}
        </Typography.Text>
      )}
    </>
  );
}
