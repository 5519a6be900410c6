import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRINT_FONT_SIZES } from '@newsroom/domain';

/** The print options of the script book (DECISIONS: one or two columns, an even size in pt). */
export interface ScriptsPrintOptions {
  twoColumns: boolean;
  /** null: the newsroom's print size (Settings → Fonts). */
  fontSizePt: number | null;
}

/** Props of {@link ScriptsPrintDialog}. */
export interface ScriptsPrintDialogProps {
  isOpen: boolean;
  onPrint: (options: ScriptsPrintOptions) => void;
  onClose: () => void;
}

/** Asks how to print the script book: one or two columns, and the font size. */
export function ScriptsPrintDialog({ isOpen, onPrint, onClose }: ScriptsPrintDialogProps) {
  const { t } = useTranslation('scripts');
  const [options, setOptions] = useState<ScriptsPrintOptions>({
    twoColumns: false,
    fontSizePt: null,
  });
  return (
    <Modal
      open={isOpen}
      title={t('print.title')}
      okText={t('print.open')}
      onOk={() => onPrint(options)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'scripts-print-open' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('print.columns')}>
          <Radio.Group
            value={options.twoColumns}
            onChange={(event) => setOptions({ ...options, twoColumns: event.target.value })}
            data-testid="scripts-print-columns"
            options={[
              { value: false, label: t('print.oneColumn') },
              { value: true, label: t('print.twoColumns') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('print.fontSize')}>
          <Select<number | null>
            value={options.fontSizePt}
            onChange={(fontSizePt) => setOptions({ ...options, fontSizePt })}
            aria-label={t('print.fontSize')}
            data-testid="scripts-print-font-size"
            options={[
              { value: null, label: t('print.defaultFontSize') },
              ...PRINT_FONT_SIZES.map((size) => ({
                value: size,
                label: t('print.points', { size }),
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
