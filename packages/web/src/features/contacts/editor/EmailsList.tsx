import { Button, Flex, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '@newsroom/domain';

/** The contact's e-mail addresses. */
export function EmailsList() {
  const { t } = useTranslation('contact');
  return (
    <Form.List name="emails">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Flex key={field.key} gap="small" align="start">
              <Form.Item
                name={field.name}
                rules={[
                  { required: true, whitespace: true, message: t('validation:required') },
                  { type: 'email', message: t('validation:invalidEmail') },
                ]}
                style={{ flex: 1, marginBottom: 8 }}
              >
                <Input
                  maxLength={CONTACT_LIMITS.short}
                  aria-label={t('fields.email')}
                  data-testid="contact-form-email"
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('editor.removeEmail')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          {fields.length < CONTACT_LIMITS.emails && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              style={{ alignSelf: 'flex-start' }}
              data-testid="contact-form-add-email"
            >
              {t('editor.addEmail')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
