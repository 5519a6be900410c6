import { useEffect, useState } from 'react';
import {
  Button,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Typography,
} from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_EVENT_ENTITIES,
  levelAtLeast,
  type RundownTemplateSummary,
} from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { useAccessiblePrograms } from '../../programs';
import { notifyFailure } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import * as api from '../api/rundownTemplatesApi';
import { TemplateEditor } from '../components/TemplateEditor';

/** Props of {@link RundownTemplatesPage}. */
export interface RundownTemplatesPageProps {
  /** The program to open first (the rundown screen passes its own). */
  initialProgramId?: number;
}

/** The name (and program, for a copy) asked before creating a template. */
interface NameDialog {
  mode: 'create' | 'copy';
  sourceId?: number;
}

/**
 * Rundown templates of a program: the list (create, copy, remove) and the editor of the chosen
 * one. Changing needs rundown write; reading, rundown read.
 */
export function RundownTemplatesPage({ initialProgramId }: RundownTemplatesPageProps) {
  const { t } = useTranslation('rundownTemplate');
  const { me } = useAuth();
  const canEdit = me ? levelAtLeast(abilityOf(me, 'rundown'), 'write') : false;
  const queryClient = useQueryClient();
  const programs = useAccessiblePrograms();
  const [programId, setProgramId] = useState<number | null>(initialProgramId ?? null);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<NameDialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; programId: number }>();

  useEffect(() => {
    if (programId === null && programs.data?.[0]) setProgramId(programs.data[0].id);
  }, [programId, programs.data]);

  const templates = useQuery({
    queryKey: api.templateListKey(programId ?? 0),
    queryFn: () => api.fetchTemplates(programId!),
    enabled: programId !== null,
    meta: { failureKind: 'load' },
  });

  useTopic('rundown_templates', (event) => {
    if (event.entity !== TEMPLATE_EVENT_ENTITIES.template || event.action === 'UPDATE') return;
    void queryClient.invalidateQueries({ queryKey: api.TEMPLATE_LISTS_KEY });
  });

  const openDialog = (next: NameDialog, name = '') => {
    form.setFieldsValue({ name, programId: programId ?? undefined });
    setDialog(next);
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const input = { name: values.name.trim(), programId: values.programId };
      const created =
        dialog?.mode === 'copy' && dialog.sourceId
          ? await api.copyTemplate(dialog.sourceId, input)
          : await api.createTemplate(input);
      queryClient.setQueryData(api.templateKey(created.id), created);
      await queryClient.invalidateQueries({ queryKey: api.TEMPLATE_LISTS_KEY });
      setProgramId(created.programId);
      setSelected(created.id);
      setDialog(null);
    } catch (error) {
      notifyFailure(error, 'create');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (template: RundownTemplateSummary) => {
    try {
      await api.removeTemplate(template.id);
      if (selected === template.id) setSelected(null);
      await queryClient.invalidateQueries({ queryKey: api.TEMPLATE_LISTS_KEY });
    } catch (error) {
      notifyFailure(error, 'delete');
    }
  };

  const programOptions = (programs.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Flex gap={16} align="flex-start" data-testid="rundown-templates-page">
      <Flex vertical gap={8} style={{ width: 280, flex: 'none' }}>
        <Select
          value={programId ?? undefined}
          onChange={(value: number) => {
            setProgramId(value);
            setSelected(null);
          }}
          options={programOptions}
          placeholder={t('page.program')}
          loading={programs.isPending}
          data-testid="template-program"
          aria-label={t('page.program')}
        />
        {canEdit && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => openDialog({ mode: 'create' })}
            disabled={programId === null}
            data-testid="template-create"
          >
            {t('page.create')}
          </Button>
        )}
        <List
          bordered
          loading={templates.isFetching && !templates.data}
          dataSource={templates.data ?? []}
          locale={{ emptyText: t('page.empty') }}
          renderItem={(template) => (
            <List.Item
              onClick={() => setSelected(template.id)}
              style={{
                cursor: 'pointer',
                background: template.id === selected ? 'rgba(22,119,255,0.08)' : undefined,
              }}
              data-testid={`template-item-${template.name}`}
              actions={
                canEdit
                  ? [
                      <Button
                        key="copy"
                        type="text"
                        size="small"
                        icon={<CopyOutlined />}
                        aria-label={t('page.copy')}
                        onClick={(event) => {
                          event.stopPropagation();
                          openDialog(
                            { mode: 'copy', sourceId: template.id },
                            t('page.copyName', { name: template.name }),
                          );
                        }}
                      />,
                      <Popconfirm
                        key="remove"
                        title={t('page.removeConfirm', { name: template.name })}
                        onConfirm={() => void remove(template)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('page.remove')}
                          onClick={(event) => event.stopPropagation()}
                        />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Typography.Text ellipsis>{template.name}</Typography.Text>
            </List.Item>
          )}
        />
      </Flex>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected === null ? (
          <Empty description={t('page.choose')} />
        ) : (
          <TemplateEditor
            key={selected}
            templateId={selected}
            canEdit={canEdit}
            onRemoved={() => {
              setSelected(null);
              void queryClient.invalidateQueries({ queryKey: api.TEMPLATE_LISTS_KEY });
            }}
          />
        )}
      </div>
      <Modal
        open={dialog !== null}
        title={dialog?.mode === 'copy' ? t('page.copyTitle') : t('page.createTitle')}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        confirmLoading={saving}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('page.name')}
            rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
          >
            <Input maxLength={120} data-testid="template-name" />
          </Form.Item>
          <Form.Item name="programId" label={t('page.program')} rules={[{ required: true }]}>
            <Select options={programOptions} disabled={dialog?.mode === 'create'} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
