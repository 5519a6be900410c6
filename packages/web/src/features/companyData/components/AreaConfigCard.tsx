import { useEffect, useState } from 'react';
import { Button, Card, Col, Flex, Form, Row, Skeleton, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasReadRates, type ConfigArea, type UserOption } from '@newsroom/domain';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useAreaConfig } from '../hooks/useAreaConfig';
import {
  flagFieldsOf,
  toAreaConfig,
  toConfigFormValues,
  type AreaConfigFormValues,
} from '../lookups/configForm';
import { ReadRateField } from './ReadRateField';
import { UserSelect } from './UserSelect';

/** Props of {@link AreaConfigCard}. */
export interface AreaConfigCardProps {
  area: ConfigArea;
  canEdit: boolean;
  /** People offered for read rates. */
  users: readonly UserOption[];
  isLoadingUsers: boolean;
}

/**
 * One area's configuration: its flags as switches and, for news reports and stories, the read
 * rates.
 */
export function AreaConfigCard({ area, canEdit, users, isLoadingUsers }: AreaConfigCardProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form] = Form.useForm<AreaConfigFormValues>();
  const { config, save } = useAreaConfig(area);
  // Set by the user's own edits only, so a pushed change shows unless they are editing.
  const [isEditing, setIsEditing] = useState(false);
  const data = config.data;

  useEffect(() => {
    if (data && !isEditing) form.setFieldsValue(toConfigFormValues(area, data));
  }, [area, data, form, isEditing]);

  if (config.isPending) return <Skeleton active />;

  const handleFinish = (values: AreaConfigFormValues) => {
    save.mutate(
      { values: toAreaConfig(area, values), version: data?.version ?? 0 },
      {
        onSuccess: () => {
          setIsEditing(false);
          void message.success({
            content: t('companyData:configs.saved'),
            key: `${area}-config-saved`,
          });
        },
        onError: (error) => {
          setIsEditing(false);
          if (!showFieldErrors(form, error, t)) notifyFailure(error, 'update');
        },
      },
    );
  };

  const person = area === 'story' ? 'presenter' : 'reporter';

  return (
    <Card
      title={t(`companyData:configs.areas.${area}`)}
      data-testid={`configs-${area}`}
      size="small"
    >
      <Form<AreaConfigFormValues>
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        onValuesChange={() => setIsEditing(true)}
        disabled={!canEdit}
        initialValues={data ? toConfigFormValues(area, data) : undefined}
      >
        <Row gutter={[16, 0]}>
          {flagFieldsOf(area).map((field) => (
            <Col key={field} xs={24} sm={12} lg={8}>
              <Form.Item
                name={['flags', field]}
                label={t(`companyData:configs.fields.${field}`)}
                valuePropName="checked"
              >
                <Switch data-testid={`configs-${area}-${field}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {hasReadRates(area) && (
          <>
            <Typography.Title level={5}>
              {t(`companyData:configs.readRates.${person}Title`)}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('companyData:configs.readRates.hint')}
            </Typography.Paragraph>
            <ReadRateField
              name="defaultReadRate"
              label={t('companyData:configs.readRates.default')}
              testId={`configs-${area}-defaultReadRate`}
            />
            <Form.List name="readRates">
              {(rows, { add, remove }) => (
                <Flex vertical gap={0}>
                  {rows.map((row) => (
                    <Row key={row.key} gutter={8} align="top">
                      <Col flex="auto">
                        <Form.Item
                          name={[row.name, 'userId']}
                          rules={[{ required: true, message: t('validation:required') }]}
                        >
                          <UserSelect
                            users={users}
                            isLoading={isLoadingUsers}
                            placeholder={t(`companyData:configs.readRates.${person}`)}
                            testId={`configs-${area}-rate-user-${row.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col>
                        <ReadRateField
                          name={[row.name, 'rate']}
                          placeholder={t('companyData:configs.readRates.rate')}
                          testId={`configs-${area}-rate-value-${row.name}`}
                        />
                      </Col>
                      <Col>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('companyData:delete')}
                          onClick={() => remove(row.name)}
                        />
                      </Col>
                    </Row>
                  ))}
                  <Form.Item>
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add({ userId: undefined, rate: undefined })}
                      data-testid={`configs-${area}-rate-add`}
                    >
                      {t('companyData:configs.readRates.add')}
                    </Button>
                  </Form.Item>
                </Flex>
              )}
            </Form.List>
          </>
        )}
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid={`configs-${area}-save`}
          >
            {t('common:save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
