import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { mapsSettingsShape } from '@newsroom/domain';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const MAPS = bindWholeSection('maps', mapsSettingsShape, [
  'nominatimUrl',
  'tileUrl',
  'tileAttribution',
  'countryLookupUrl',
]);

/**
 * Admin "maps": the geocoder the server asks for places (Nominatim-compatible), the tile server
 * maps are drawn from (OpenStreetMap by default) with its attribution, and the trace service of
 * the country lookup ('' = BR).
 */
export function MapsSettingsPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation('maps');
  const rules = [{ required: true, message: t('validation:required') }];
  return (
    <SectionForm binding={MAPS} title={t('settings.title')} canEdit={canEdit}>
      <Form.Item
        name="nominatimUrl"
        label={t('settings.nominatimUrl')}
        extra={t('settings.nominatimHint')}
        rules={rules}
      >
        <Input maxLength={400} data-testid="settings-maps-nominatim" />
      </Form.Item>
      <Form.Item
        name="tileUrl"
        label={t('settings.tileUrl')}
        extra={t('settings.tileHint')}
        rules={rules}
      >
        <Input maxLength={400} data-testid="settings-maps-tiles" />
      </Form.Item>
      <Form.Item name="tileAttribution" label={t('settings.tileAttribution')}>
        <Input maxLength={400} data-testid="settings-maps-attribution" />
      </Form.Item>
      <Form.Item
        name="countryLookupUrl"
        label={t('settings.countryLookupUrl')}
        extra={t('settings.countryHint')}
      >
        <Input maxLength={400} data-testid="settings-maps-country" />
      </Form.Item>
    </SectionForm>
  );
}
