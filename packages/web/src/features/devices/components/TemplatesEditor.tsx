import { Button, Card, Empty, Flex, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormInstance } from 'antd';
import type { DeviceFormValues } from './deviceForm';
import { isRepeated, nextNumber } from './deviceForm';

/** Props of {@link TemplatesEditor}. */
export interface TemplatesEditorProps {
  form: FormInstance<DeviceFormValues>;
  canEdit: boolean;
}

type Templates = DeviceFormValues['templates'];

/**
 * The CG templates of a device: each with its number (the code sent to the CG), name and
 * numbered fields with a size (longest value; 0 = no limit). Numbers must be unique in the
 * device and in the template.
 */
export function TemplatesEditor({ form, canEdit }: TemplatesEditorProps) {
  const { t } = useTranslation();
  const templates: Templates = Form.useWatch('templates', form) ?? [];

  const uniqueRule = (numbers: () => (number | null | undefined)[]) => ({
    validator: (_rule: unknown, value: number | null) =>
      value !== null && value !== undefined && isRepeated(numbers(), value)
        ? Promise.reject(new Error(t('device:duplicateNumber')))
        : Promise.resolve(),
  });

  return (
    <Form.List name="templates">
      {(templateItems, { add, remove }) => (
        <Flex vertical gap={12} data-testid="device-templates">
          {templateItems.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device:templates.none')} />
          )}
          {templateItems.map((templateItem) => (
            <Card
              key={templateItem.key}
              size="small"
              data-testid={`device-template-${templateItem.name}`}
              title={
                <Space align="start" wrap>
                  <Form.Item
                    name={[templateItem.name, 'number']}
                    label={t('device:templates.number')}
                    dependencies={templates.map((_t, index) => ['templates', index, 'number'])}
                    rules={[
                      { required: true, message: t('validation:required') },
                      uniqueRule(() =>
                        (form.getFieldValue('templates') as Templates).map((each) => each?.number),
                      ),
                    ]}
                    style={{ marginBottom: 8 }}
                  >
                    <InputNumber
                      min={0}
                      max={99_999}
                      precision={0}
                      aria-label={t('device:templates.number')}
                      data-testid={`device-template-${templateItem.name}-number`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[templateItem.name, 'name']}
                    label={t('device:templates.name')}
                    rules={[
                      { required: true, whitespace: true, message: t('validation:required') },
                    ]}
                    style={{ marginBottom: 8 }}
                  >
                    <Input
                      maxLength={100}
                      aria-label={t('device:templates.name')}
                      data-testid={`device-template-${templateItem.name}-name`}
                    />
                  </Form.Item>
                </Space>
              }
              extra={
                canEdit && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('device:templates.remove')}
                    onClick={() => remove(templateItem.name)}
                    data-testid={`device-template-${templateItem.name}-remove`}
                  />
                )
              }
            >
              <Form.List name={[templateItem.name, 'fields']}>
                {(fieldItems, fieldOps) => (
                  <Flex vertical gap={4}>
                    {fieldItems.length === 0 && (
                      <Typography.Text type="secondary">
                        {t('device:templates.noFields')}
                      </Typography.Text>
                    )}
                    {fieldItems.map((fieldItem) => {
                      const path = ['templates', templateItem.name, 'fields'] as const;
                      const prefix = `device-template-${templateItem.name}-field-${fieldItem.name}`;
                      return (
                        <Space key={fieldItem.key} align="start" wrap data-testid={prefix}>
                          <Form.Item
                            name={[fieldItem.name, 'number']}
                            dependencies={(templates[templateItem.name]?.fields ?? []).map(
                              (_f, index) => [...path, index, 'number'],
                            )}
                            rules={[
                              { required: true, message: t('validation:required') },
                              uniqueRule(() =>
                                (
                                  (form.getFieldValue([...path]) as Templates[number]['fields']) ??
                                  []
                                ).map((each) => each?.number),
                              ),
                            ]}
                            style={{ marginBottom: 4 }}
                          >
                            <InputNumber
                              min={0}
                              max={9999}
                              precision={0}
                              placeholder={t('device:templates.fieldNumber')}
                              aria-label={t('device:templates.fieldNumber')}
                              data-testid={`${prefix}-number`}
                            />
                          </Form.Item>
                          <Form.Item
                            name={[fieldItem.name, 'name']}
                            rules={[
                              {
                                required: true,
                                whitespace: true,
                                message: t('validation:required'),
                              },
                            ]}
                            style={{ marginBottom: 4 }}
                          >
                            <Input
                              maxLength={100}
                              placeholder={t('device:templates.fieldName')}
                              aria-label={t('device:templates.fieldName')}
                              data-testid={`${prefix}-name`}
                            />
                          </Form.Item>
                          <Form.Item
                            name={[fieldItem.name, 'size']}
                            tooltip={t('device:templates.sizeHint')}
                            style={{ marginBottom: 4 }}
                          >
                            <InputNumber
                              min={0}
                              max={10_000}
                              precision={0}
                              placeholder={t('device:templates.fieldSize')}
                              aria-label={t('device:templates.fieldSize')}
                              data-testid={`${prefix}-size`}
                            />
                          </Form.Item>
                          {canEdit && (
                            <Button
                              type="text"
                              icon={<DeleteOutlined />}
                              aria-label={t('device:templates.removeField')}
                              onClick={() => fieldOps.remove(fieldItem.name)}
                              data-testid={`${prefix}-remove`}
                            />
                          )}
                        </Space>
                      );
                    })}
                    {canEdit && (
                      <Button
                        type="dashed"
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() =>
                          fieldOps.add({
                            number: nextNumber(
                              (templates[templateItem.name]?.fields ?? []).map((f) => f?.number),
                              1,
                            ),
                            name: '',
                            size: 0,
                          })
                        }
                        data-testid={`device-template-${templateItem.name}-add-field`}
                      >
                        {t('device:templates.addField')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Form.List>
            </Card>
          ))}
          {canEdit && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() =>
                add({
                  number: nextNumber(
                    templates.map((each) => each?.number),
                    10,
                  ),
                  name: '',
                  fields: [],
                })
              }
              data-testid="device-template-add"
            >
              {t('device:templates.add')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
