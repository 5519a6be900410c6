import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { FontSizeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  OPTIONAL_BLOCKS,
  toggledCase,
  type EditableNewsReport,
  type OptionalBlock,
} from './editableNewsReport';
import { Field } from '../../../shared/forms';
import { ItemActions, removeAction } from '../../../shared/documentEditor';

/** Props of {@link OptionalBlocks}. */
export interface OptionalBlocksProps {
  value: Pick<EditableNewsReport, OptionalBlock>;
  onChange: (fields: Partial<Pick<EditableNewsReport, OptionalBlock>>) => void;
  disabled?: boolean;
}

/**
 * Teaser, heading, footnote and info (spec 2 §4): hidden until added (or filled), removable
 * (which clears the value), and toggled between upper and lower case.
 */
export function OptionalBlocks({ value, onChange, disabled }: OptionalBlocksProps) {
  const { t } = useTranslation('newsReport');
  const [added, setAdded] = useState<ReadonlySet<OptionalBlock>>(() => new Set());
  const isShown = (block: OptionalBlock) => added.has(block) || value[block] !== '';
  const hidden = OPTIONAL_BLOCKS.filter((block) => !isShown(block));

  const remove = (block: OptionalBlock) => {
    setAdded((now) => new Set([...now].filter((b) => b !== block)));
    onChange({ [block]: '' });
  };

  return (
    <Flex vertical gap={4} data-testid="news-report-blocks">
      {OPTIONAL_BLOCKS.filter(isShown).map((block) => (
        <Field
          key={block}
          label={
            <Flex gap={4} align="center">
              {t(`editor.blocks.${block}`)}
              <ItemActions
                disabled={disabled}
                hasTitles
                actions={[
                  {
                    icon: <FontSizeOutlined />,
                    label: t('editor.blocks.toggleCase'),
                    testId: `news-report-block-case-${block}`,
                    onClick: () => onChange({ [block]: toggledCase(value[block]) }),
                  },
                  removeAction(t('editor.blocks.remove'), `news-report-block-remove-${block}`, () =>
                    remove(block),
                  ),
                ]}
              />
            </Flex>
          }
        >
          <Input.TextArea
            value={value[block]}
            autoSize={{ minRows: 2 }}
            disabled={disabled}
            onChange={(e) => onChange({ [block]: e.target.value })}
            data-testid={`news-report-block-${block}`}
          />
        </Field>
      ))}
      {hidden.length > 0 && (
        <Flex gap={6} wrap>
          {hidden.map((block) => (
            <Button
              key={block}
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              disabled={disabled}
              onClick={() => setAdded((now) => new Set([...now, block]))}
              data-testid={`news-report-add-block-${block}`}
            >
              {t(`editor.blocks.${block}`)}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
