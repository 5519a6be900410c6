import { AutoComplete, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EDITOR_FONT_SIZE,
  FONT_FAMILY_PATTERN,
  PRINT_FONT_SIZES,
  SUGGESTED_FONT_FAMILIES,
  type Fonts,
} from '@newsroom/domain';
import { SectionForm } from '../components/SectionForm';

/** Props of {@link FontsPage}. */
export interface FontsPageProps {
  canEdit: boolean;
}

/** Admin "fonts": family and sizes of the text editors and of printouts. */
export function FontsPage({ canEdit }: FontsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm
      section="fonts"
      title={t('menu:adminAreas.fonts')}
      canEdit={canEdit}
      testId="settings-fonts"
      saveTestId="settings-fonts-save"
      toForm={(data): Fonts => ({
        fontFamily: data.fontFamily,
        editorFontSize: data.editorFontSize,
        printFontSize: data.printFontSize,
      })}
      toUpdate={(values: Fonts, data) => ({
        fontFamily: values.fontFamily.trim(),
        editorFontSize: values.editorFontSize,
        printFontSize: values.printFontSize,
        version: data.version,
      })}
    >
      {() => (
        <>
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
          <Form.Item
            name="editorFontSize"
            label={t('settings:fonts.editorFontSize')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <InputNumber
              data-testid="settings-fonts-editor-size"
              min={EDITOR_FONT_SIZE.min}
              max={EDITOR_FONT_SIZE.max}
              precision={0}
              suffix="px"
            />
          </Form.Item>
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
        </>
      )}
    </SectionForm>
  );
}
