import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Col, Empty, Input, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProductionTask } from '@newsroom/domain';
import { newClientId } from './clientId';
import { Field } from './Field';

/** A new task on `date`, not done. */
export function emptyTask(date: string | null): ProductionTask {
  return { id: newClientId(), date, time: null, label: '', done: false, information: '' };
}

/** The test ids of {@link TasksEditor}'s parts (each area keeps its own). */
export interface TasksEditorTestIds {
  root?: string;
  task: string;
  date: string;
  time: string;
  label: string;
  done: string;
  remove: string;
  information: string;
  add: string;
}

/** Props of {@link TasksEditor}. */
export interface TasksEditorProps {
  tasks: readonly ProductionTask[];
  onChange: (tasks: ProductionTask[]) => void;
  /** New tasks start on this date. */
  date: string | null;
  /** Validation messages by field path (`tasks.0.label`). */
  errors: Record<string, string>;
  disabled?: boolean;
  /** The area's i18n namespace, whose `task.*` keys hold the editor's texts. */
  namespace: string;
  testIds: TasksEditorTestIds;
  className?: string;
}

/**
 * The production tasks of an assignment or a production (spec 2 §3): date, time, label, done and
 * information; added at the end, removed one by one.
 */
export function TasksEditor({
  tasks,
  onChange,
  date,
  errors,
  disabled,
  namespace,
  testIds,
  className,
}: TasksEditorProps) {
  const { t } = useTranslation(namespace);
  const label = (key: string) => t(`task.${key}`);
  const setTask = (index: number, fields: Partial<ProductionTask>) =>
    onChange(tasks.map((task, i) => (i === index ? { ...task, ...fields } : task)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testIds.root}>
      {tasks.length === 0 && <Empty description={label('none')} />}
      {tasks.map((task, index) => {
        const prefix = `tasks.${index}`;
        return (
          <div
            key={task.id}
            className={className}
            data-testid={testIds.task}
            data-task-id={task.id}
          >
            <Row gutter={8} align="bottom">
              <Col xs={12} md={5}>
                <Field label={label('date')} error={errors[`${prefix}.date`]}>
                  <Input
                    type="date"
                    value={task.date ?? ''}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { date: e.target.value || null })}
                    data-testid={testIds.date}
                  />
                </Field>
              </Col>
              <Col xs={12} md={4}>
                <Field label={label('time')} error={errors[`${prefix}.time`]}>
                  <Input
                    type="time"
                    value={task.time?.slice(0, 5) ?? ''}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { time: e.target.value || null })}
                    data-testid={testIds.time}
                  />
                </Field>
              </Col>
              <Col xs={18} md={11}>
                <Field label={label('label')} error={errors[`${prefix}.label`]} isRequired>
                  <Input
                    value={task.label}
                    maxLength={200}
                    disabled={disabled}
                    onChange={(e) => setTask(index, { label: e.target.value })}
                    data-testid={testIds.label}
                  />
                </Field>
              </Col>
              <Col xs={6} md={4}>
                <Field label={label('done')}>
                  <Space>
                    <Checkbox
                      checked={task.done}
                      disabled={disabled}
                      onChange={(e) => setTask(index, { done: e.target.checked })}
                      data-testid={testIds.done}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={label('remove')}
                      onClick={() => onChange(tasks.filter((_, i) => i !== index))}
                      data-testid={testIds.remove}
                    />
                  </Space>
                </Field>
              </Col>
            </Row>
            <Field label={label('information')} error={errors[`${prefix}.information`]}>
              <Input.TextArea
                value={task.information}
                autoSize={{ minRows: 1 }}
                disabled={disabled}
                onChange={(e) => setTask(index, { information: e.target.value })}
                data-testid={testIds.information}
              />
            </Field>
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange([...tasks, emptyTask(date)])}
        data-testid={testIds.add}
      >
        {label('add')}
      </Button>
    </Space>
  );
}
