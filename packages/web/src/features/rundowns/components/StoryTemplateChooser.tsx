import { useState } from 'react';
import { Empty, Flex, Modal, Radio, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchStoryTemplates, storyTemplatesKey } from '../../rundownTemplates';

/** Props of {@link StoryTemplateChooser}. */
export interface StoryTemplateChooserProps {
  /** The block the story goes to; closed when null. */
  blockName: string | null;
  programId: number;
  onChoose: (storyTemplateId: number) => void;
  onCancel: () => void;
}

/** Picks one of the program's story templates (GET /api/story_templates?programId). */
export function StoryTemplateChooser({
  blockName,
  programId,
  onChoose,
  onCancel,
}: StoryTemplateChooserProps) {
  const { t } = useTranslation('rundown');
  const [choice, setChoice] = useState<number | null>(null);
  const isOpen = blockName !== null;
  const templates = useQuery({
    queryKey: storyTemplatesKey(programId),
    queryFn: () => fetchStoryTemplates(programId),
    enabled: isOpen,
    meta: { failureKind: 'load' },
  });
  return (
    <Modal
      open={isOpen}
      title={t('storyActions.fromTemplateTitle', { block: blockName ?? '' })}
      okText={t('storyActions.insert')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: choice === null, 'data-testid': 'story-template-choose' }}
      onOk={() => {
        if (choice !== null) onChoose(choice);
        setChoice(null);
      }}
      onCancel={() => {
        setChoice(null);
        onCancel();
      }}
      destroyOnHidden
    >
      <div data-testid="story-template-chooser">
        {templates.isPending ? (
          <Spin />
        ) : templates.data?.length ? (
          <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as number)}>
            <Flex vertical gap={8}>
              {templates.data.map((template) => (
                <Radio
                  key={template.id}
                  value={template.id}
                  data-testid={`story-template-option-${template.name}`}
                >
                  {template.name}
                  {template.slug ? ` — ${template.slug}` : ''}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('storyActions.noTemplates')} />
        )}
      </div>
    </Modal>
  );
}
