import { Button, Checkbox, Col, Empty, Input, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductionTask } from '@newsroom/domain';
import { emptyTask, type FieldErrors } from './editableProduction';
import { Field } from './Field';

/** Props of {@link ProductionTasksEditor}. */
export interface ProductionTasksEditorProps {
  tasks: readonly ProductionTask[];
  onChange: (tasks: ProductionTask[]) => void;
  /** New tasks start on this date. */
  date: string | null;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The tasks of a checklist: date, time, label, done and information; add and remove. */
export function ProductionTasksEditor({
  tasks,
  onChange,
  date,
  errors,
  disabled,
}: ProductionTasksEditorProps) {
  const { t } = useTranslation('production');
  const setTask = (index: number, fields: Partial<ProductionTask>) =>
    onChange(tasks.map((task, i) => (i === index ? { ...task, ...fields } : task)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="production-tasks-editor">
      {tasks.length === 0 && <Empty description={t('task.none')} />}
      {tasks.map((task, index) => {
        const prefix = `tasks.${index}`;
        return (
          <div
            key={task.id}
            className="nrcs-production-task-editor"
            data-testid="production-task-editor"
            data-task-id={task.id}
          >
            <Row gutter={8} align="bottom">
              <Col xs={12} md={5}>
                <Field label={t('task.date')} error={errors[`${prefix}.date`]}>
                  <Input
                    type="date"
                    value={task.date ?? ''}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { date: e.target.value || null })}
                    data-testid="production-task-date"
                  />
                </Field>
              </Col>
              <Col xs={12} md={4}>
                <Field label={t('task.time')} error={errors[`${prefix}.time`]}>
                  <Input
                    type="time"
                    value={task.time?.slice(0, 5) ?? ''}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { time: e.target.value || null })}
                    data-testid="production-task-time"
                  />
                </Field>
              </Col>
              <Col xs={18} md={11}>
                <Field label={t('task.label')} error={errors[`${prefix}.label`]} isRequired>
                  <Input
                    value={task.label}
                    maxLength={200}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { label: e.target.value })}
                    data-testid="production-task-label"
                  />
                </Field>
              </Col>
              <Col xs={6} md={4}>
                <Field label={t('task.done')}>
                  <Space>
                    <Checkbox
                      checked={task.done}
                      disabled={disabled}
                      onChange={(e) => setTask(index, { done: e.target.checked })}
                      data-testid="production-task-editor-done"
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={t('task.remove')}
                      onClick={() => onChange(tasks.filter((_, i) => i !== index))}
                      data-testid="production-task-remove"
                    />
                  </Space>
                </Field>
              </Col>
            </Row>
            <Field label={t('task.information')} error={errors[`${prefix}.information`]}>
              <Input.TextArea
                value={task.information}
                autoSize={{ minRows: 1 }}
                disabled={disabled}
                onChange={(e) => setTask(index, { information: e.target.value })}
                data-testid="production-task-information-input"
              />
            </Field>
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...tasks, emptyTask(date)])}
        data-testid="production-add-task"
      >
        {t('task.add')}
      </Button>
    </Space>
  );
}
