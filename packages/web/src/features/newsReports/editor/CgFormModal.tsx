import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReportCg } from '@newsroom/domain';
import { newCgField, type CgField } from './editableNewsReport';
import { CgFieldRow } from '../../../shared/documentEditor';

type CiiData = NonNullable<NewsReportCg['ciiData']>;

/** Props of {@link CgFormModal}. */
export interface CgFormModalProps {
  /** The II data to edit (a new CG's blank one). */
  initial: CiiData;
  isNew: boolean;
  onSave: (data: CiiData) => void;
  onCancel: () => void;
}

/**
 * Adds or edits an II CG (spec 2 §3 ciiData): template name, code, comment and the template's
 * fields; a field's size above zero limits its value (spec 2 §5).
 */
export function CgFormModal({ initial, isNew, onSave, onCancel }: CgFormModalProps) {
  const { t } = useTranslation('newsReport');
  const [data, setData] = useState<CiiData>(initial);
  const changeField = (uuid: string, patch: Partial<CgField>) =>
    setData((now) => ({
      ...now,
      fields: now.fields.map((field) => (field.uuid === uuid ? { ...field, ...patch } : field)),
    }));
  const label = (key: string) => t(`editor.cgs.${key}`);
  const fieldLabels = {
    name: label('fieldName'),
    size: label('fieldSize'),
    value: label('fieldValue'),
    remove: label('removeField'),
  };
  return (
    <Modal
      open
      title={isNew ? label('addTitle') : label('editTitle')}
      onCancel={onCancel}
      onOk={() => onSave(data)}
      okText={label('save')}
      cancelText={label('cancel')}
      okButtonProps={{ 'data-testid': 'news-report-cg-save' }}
      destroyOnHidden
    >
      <Flex vertical gap={8} data-testid="news-report-cg-form">
        <Input
          value={data.templateName}
          placeholder={label('templateName')}
          aria-label={label('templateName')}
          maxLength={200}
          onChange={(e) => setData({ ...data, templateName: e.target.value })}
          data-testid="news-report-cg-template-name"
        />
        <Input
          value={data.templateCode}
          placeholder={label('templateCode')}
          aria-label={label('templateCode')}
          maxLength={200}
          onChange={(e) => setData({ ...data, templateCode: e.target.value })}
          data-testid="news-report-cg-template-code"
        />
        <Input.TextArea
          value={data.comment}
          placeholder={label('comment')}
          aria-label={label('comment')}
          maxLength={2000}
          autoSize={{ minRows: 1 }}
          onChange={(e) => setData({ ...data, comment: e.target.value })}
          data-testid="news-report-cg-comment"
        />
        <Typography.Text type="secondary">{label('fields')}</Typography.Text>
        {data.fields.map((field) => (
          <CgFieldRow
            key={field.uuid}
            field={field}
            labels={fieldLabels}
            testIds={{
              row: 'news-report-cg-field',
              name: 'news-report-cg-field-name',
              size: 'news-report-cg-field-size',
              value: 'news-report-cg-field-value',
            }}
            nameWidth={140}
            onChange={(patch) => changeField(field.uuid, patch)}
            onRemove={() =>
              setData({ ...data, fields: data.fields.filter((f) => f.uuid !== field.uuid) })
            }
          />
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setData({ ...data, fields: [...data.fields, newCgField(data.fields.length + 1)] })
          }
          style={{ alignSelf: 'flex-start' }}
          data-testid="news-report-cg-add-field"
        >
          {label('addField')}
        </Button>
      </Flex>
    </Modal>
  );
}
