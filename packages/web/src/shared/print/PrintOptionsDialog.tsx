import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, PRINT_FONT_SIZES } from '@newsroom/domain';
import { useAppearance } from '../../features/settings';
import { currentLocale } from '../i18n';
import type { PrintOptionField, PrintOptions } from './printOptions';

/** Where the chosen options go: a print page or a PDF download. */
export type PrintTarget = 'print' | 'pdf';

/** Props of {@link PrintOptionsDialog}. */
export interface PrintOptionsDialogProps {
  target: PrintTarget;
  /** The options the target honours; a PDF always asks its language too. */
  fields: readonly PrintOptionField[];
  onConfirm: (options: PrintOptions) => void;
  onClose: () => void;
}

/**
 * The print options dialog (spec 1 §1): one or two columns, the print size (by default the
 * newsroom's, Settings → Fonts) and, for a PDF, its language (by default the interface's). It is
 * mounted when asked, so each opening starts from the current defaults.
 */
export function PrintOptionsDialog({
  target,
  fields,
  onConfirm,
  onClose,
}: PrintOptionsDialogProps) {
  const { t } = useTranslation('print');
  const { fonts } = useAppearance();
  const [options, setOptions] = useState<PrintOptions>({
    twoColumns: false,
    fontSizePt: fonts.printFontSize,
    locale: currentLocale(),
  });
  const isPdf = target === 'pdf';
  return (
    <Modal
      open
      title={t(isPdf ? 'dialog.pdfTitle' : 'dialog.printTitle')}
      okText={t(isPdf ? 'dialog.exportPdf' : 'dialog.print')}
      onOk={() => onConfirm(options)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'print-options-ok' }}
      data-testid="print-options-dialog"
    >
      <Form layout="vertical" data-testid="print-options-form" data-target={target}>
        {fields.includes('columns') && (
          <Form.Item label={t('dialog.columns')}>
            <Radio.Group
              value={options.twoColumns}
              onChange={(event) => setOptions({ ...options, twoColumns: event.target.value })}
              data-testid="print-options-columns"
              options={[
                { value: false, label: t('dialog.oneColumn') },
                { value: true, label: t('dialog.twoColumns') },
              ]}
            />
          </Form.Item>
        )}
        {fields.includes('fontSize') && (
          <Form.Item label={t('dialog.fontSize')}>
            <Select<number>
              value={options.fontSizePt}
              onChange={(fontSizePt) => setOptions({ ...options, fontSizePt })}
              aria-label={t('dialog.fontSize')}
              data-testid="print-options-font-size"
              options={PRINT_FONT_SIZES.map((size) => ({
                value: size,
                label:
                  size === fonts.printFontSize
                    ? t('dialog.newsroomPoints', { size })
                    : t('dialog.points', { size }),
              }))}
            />
          </Form.Item>
        )}
        {isPdf && (
          <Form.Item label={t('dialog.language')}>
            <Select
              value={options.locale}
              onChange={(locale) => setOptions({ ...options, locale })}
              aria-label={t('dialog.language')}
              data-testid="print-options-locale"
              options={LOCALES.map((code) => ({
                value: code,
                label: t(`common:languages.${code}`),
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
