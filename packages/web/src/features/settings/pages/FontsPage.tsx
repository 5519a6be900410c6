import { AutoComplete, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EDITOR_FONT_SIZE,
  FONT_FAMILY_PATTERN,
  fontsSettingsShape,
  PRINT_FONT_SIZES,
  SUGGESTED_FONT_FAMILIES,
} from '@newsroom/domain';
import { WholeNumberField } from '../../../shared/forms';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const FONTS = bindWholeSection('fonts', fontsSettingsShape, ['fontFamily']);

/** Admin "fonts": family and sizes of the text editors and of printouts. */
export function FontsPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm binding={FONTS} title={t('menu:adminAreas.fonts')} canEdit={canEdit}>
      <Form.Item
        name="fontFamily"
        label={t('settings:fonts.fontFamily')}
        rules={[
          { required: true, whitespace: true, message: t('validation:required') },
          { pattern: FONT_FAMILY_PATTERN, message: t('settings:fonts.invalidFamily') },
          { max: 60, message: t('validation:maxChars', { count: 60 }) },
        ]}
      >
        <AutoComplete
          data-testid="settings-fonts-family"
          options={SUGGESTED_FONT_FAMILIES.map((family) => ({ value: family }))}
        />
      </Form.Item>
      <WholeNumberField
        name="editorFontSize"
        label={t('settings:fonts.editorFontSize')}
        min={EDITOR_FONT_SIZE.min}
        max={EDITOR_FONT_SIZE.max}
        suffix="px"
        testId="settings-fonts-editor-size"
      />
      <Form.Item
        name="printFontSize"
        label={t('settings:fonts.printFontSize')}
        extra={t('settings:fonts.printFontSizeHint')}
        rules={[{ required: true, message: t('validation:required') }]}
      >
        <Select
          data-testid="settings-fonts-print-size"
          options={PRINT_FONT_SIZES.map((size) => ({ value: size, label: `${size} pt` }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => (
          <Typography.Paragraph
            style={{
              fontFamily: String(getFieldValue('fontFamily') ?? ''),
              fontSize: Number(getFieldValue('editorFontSize') ?? 14),
            }}
            data-testid="settings-fonts-preview"
          >
            {t('settings:fonts.preview')}
          </Typography.Paragraph>
        )}
      </Form.Item>
    </SectionForm>
  );
}
