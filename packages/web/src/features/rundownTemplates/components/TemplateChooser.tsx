import { useState } from 'react';
import { Empty, Flex, Modal, Radio, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTemplates, templateListKey } from '../api/rundownTemplatesApi';

/** Props of {@link TemplateChooser}. */
export interface TemplateChooserProps {
  open: boolean;
  programId: number;
  /** Called with the chosen template id, or null for an empty rundown. */
  onChoose: (templateId: number | null) => void;
  onCancel: () => void;
  /** The rundown is being created: the confirm button shows it is busy. */
  confirmLoading?: boolean;
}

const EMPTY = 'empty';

/**
 * The template chooser (spec 1 §2): the rundown screen opens it when creating a rundown; it lists
 * the program's templates and "empty rundown" (the default).
 */
export function TemplateChooser({
  open,
  programId,
  onChoose,
  onCancel,
  confirmLoading,
}: TemplateChooserProps) {
  const { t } = useTranslation('rundownTemplate');
  const [choice, setChoice] = useState<number | typeof EMPTY>(EMPTY);
  const templates = useQuery({
    queryKey: templateListKey(programId),
    queryFn: () => fetchTemplates(programId),
    enabled: open,
    meta: { failureKind: 'load' },
  });

  return (
    <Modal
      open={open}
      title={t('chooser.title')}
      okText={t('chooser.create')}
      cancelText={t('common:cancel')}
      onOk={() => onChoose(choice === EMPTY ? null : choice)}
      onCancel={onCancel}
      confirmLoading={confirmLoading}
      okButtonProps={{ 'data-testid': 'template-choose' } as Record<string, string>}
      destroyOnHidden
    >
      <div data-testid="template-chooser">
        {templates.isPending ? (
          <Spin />
        ) : (
          <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value)}>
            <Flex vertical gap={8}>
              <Radio value={EMPTY} data-testid="template-option-empty">
                {t('chooser.empty')}
              </Radio>
              {(templates.data ?? []).map((template) => (
                <Radio
                  key={template.id}
                  value={template.id}
                  data-testid={`template-option-${template.name}`}
                >
                  {template.name}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
        {templates.data?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooser.none')} />
        )}
      </div>
    </Modal>
  );
}
