import type { RundownId, StoryId } from '@newsroom/domain';
import { Suspense, useMemo, useState } from 'react';
import { Button, Empty, Flex, Input, Select, Spin, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RundownClipboard, StoryRow } from '@newsroom/domain';
import { useAccessiblePrograms } from '../../programs';
import {
  checkRundown,
  createRundown,
  fetchRundown,
  rundownCheckKey,
  rundownKey,
} from '../api/rundownsApi';
import { isCheckable, rundownTarget } from '../api/rundownTarget';
import { notifyRundownFailure } from '../hooks/rundownFailure';
import { useNewsroomToday } from '../hooks/useNewsroomToday';
import { isPastDate } from '../components/headerFields';
import { useRundownEvents } from '../realtime/useRundownEvents';
import { RundownView } from '../components/RundownView';
import { StoryForm, TemplateChooser } from '../components/lazyRundownParts';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import {
  closeTab,
  formTabKey,
  openForm,
  openRundown,
  PREVIEW_TAB,
  readTabs,
  rundownTabKey,
  tabOrder,
  writeTabs,
  type RundownTabsState,
} from './rundownTabs';
import { currentLocale, formatDay } from '../../../shared/i18n';
import { ResultPanel } from '../../../shared/components';
import '../rundowns.css';

/** The rundown name shown in a tab: program and date. */
function useRundownLabel(rundownId: RundownId, programName: (id: number) => string) {
  const { data } = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    staleTime: Infinity,
    meta: { isSilent: true },
  });
  return data
    ? `${programName(data.programId)} · ${formatDay(data.date, currentLocale())}`
    : `#${rundownId}`;
}

function RundownTabLabel({
  rundownId,
  programName,
}: {
  rundownId: RundownId;
  programName: (id: number) => string;
}) {
  return <span>{useRundownLabel(rundownId, programName)}</span>;
}

/**
 * The rundown screen: pick a date and a program; the preview tab shows that rundown (or offers
 * to create it); rundowns can be kept open in tabs, and stories opened in form tabs beside them.
 */
export function RundownPage() {
  const { t } = useTranslation('rundown');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tabs = readTabs(params);
  const today = useNewsroomToday();
  const programs = useAccessiblePrograms();
  const target = rundownTarget(params, programs.data, today);
  const { date, programId } = target;
  const [clipboard, setClipboard] = useState<RundownClipboard | null>(null);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const createOpened = useOpenedOnce(isCreateOpen);
  // Story-form tabs: their titles (slug or "new", * while unsaved) and close requests, which
  // the form answers after asking about unsaved changes.
  const [formTitles, setFormTitles] = useState<Record<number, string>>({});
  const [closeRequests, setCloseRequests] = useState<Record<number, number>>({});
  useRundownEvents();

  const programName = useMemo(() => {
    const names = new Map((programs.data ?? []).map((p) => [p.id, p.name]));
    return (id: number) => names.get(id) ?? `#${id}`;
  }, [programs.data]);

  const check = useQuery({
    queryKey: rundownCheckKey(date, programId ?? 0),
    queryFn: () => checkRundown(date, programId ?? 0),
    enabled: isCheckable(target),
    meta: { isSilent: true },
  });
  if (check.error) notifyOnce(check.error);

  const create = useMutation({
    mutationFn: (templateId: number | null) =>
      createRundown({ date, programId: programId ?? 0, templateId }),
    meta: { isSilent: true },
    onSuccess: (rundown) => {
      queryClient.setQueryData(rundownKey(rundown.id), rundown);
      void queryClient.invalidateQueries({ queryKey: rundownCheckKey(date, rundown.programId) });
      setIsCreateOpen(false);
    },
    onError: (error) => notifyRundownFailure(error, 'create', { isWarning: true }),
  });

  const setTabs = (state: RundownTabsState) => setParams(writeTabs(params, state));
  const setPicker = (key: 'date' | 'program', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next);
  };
  /** The previewed rundown moved to another date: follow it, and forget both days' checks. */
  const handleDateMoved = (movedTo: string) => {
    void queryClient.invalidateQueries({ queryKey: rundownCheckKey(date, programId ?? 0) });
    void queryClient.invalidateQueries({ queryKey: rundownCheckKey(movedTo, programId ?? 0) });
    setPicker('date', movedTo);
  };
  const closeForm = (storyId: StoryId) => {
    setParams((now) => writeTabs(now, closeTab(readTabs(now), formTabKey(storyId))));
    setFormTitles(({ [storyId]: _closed, ...others }) => others);
  };
  const setFormTitle = (storyId: StoryId, title: string) =>
    setFormTitles((now) => (now[storyId] === title ? now : { ...now, [storyId]: title }));
  const requestFormClose = (storyId: StoryId) => {
    if (formTitles[storyId] === undefined) closeForm(storyId);
    else setCloseRequests((now) => ({ ...now, [storyId]: (now[storyId] ?? 0) + 1 }));
  };
  const handleOpenStory = (story: StoryRow, rundownId: RundownId) =>
    setTabs(openForm(tabs, { storyId: story.id, rundownId }));

  const previewRundownId = check.data?.exists ? check.data.rundownId : null;

  const preview = (
    <Flex vertical gap="middle">
      {programs.isLoading || check.isLoading ? (
        <Spin />
      ) : programId === null ? (
        <Empty description={t('page.noPrograms')} />
      ) : previewRundownId !== null ? (
        <>
          {tabs.rundownIds.includes(previewRundownId) ? null : (
            <Button
              size="small"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setTabs(openRundown(tabs, previewRundownId))}
              data-testid="rundown-open-tab"
            >
              {t('page.openInTab')}
            </Button>
          )}
          <RundownView
            rundownId={previewRundownId}
            clipboard={clipboard}
            onClipboardChange={setClipboard}
            onOpenStory={(story) => handleOpenStory(story, previewRundownId)}
            onDateMoved={handleDateMoved}
          />
        </>
      ) : check.data ? (
        <ResultPanel
          title={t('page.missingTitle')}
          subTitle={
            isPastDate(date, today)
              ? t('page.pastDateHint')
              : check.data.canCreate
                ? t('page.missingCanCreate')
                : t('page.missingCannotCreate')
          }
          extra={
            check.data.canCreate ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                loading={create.isPending}
                onClick={() => setIsCreateOpen(true)}
                data-testid="rundown-create"
              >
                {t('page.create')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </Flex>
  );

  const items = tabOrder(tabs).map((key) => {
    if (key === PREVIEW_TAB) {
      return {
        key,
        label: t('page.previewTab'),
        closable: false,
        destroyOnHidden: true,
        children: preview,
      };
    }
    const rundownId = tabs.rundownIds.find((id) => rundownTabKey(id) === key);
    if (rundownId !== undefined) {
      return {
        key,
        label: <RundownTabLabel rundownId={rundownId} programName={programName} />,
        destroyOnHidden: true,
        children: (
          <RundownView
            rundownId={rundownId}
            clipboard={clipboard}
            onClipboardChange={setClipboard}
            onOpenStory={(story) => handleOpenStory(story, rundownId)}
          />
        ),
      };
    }
    const form = tabs.forms.find((f) => formTabKey(f.storyId) === key);
    return {
      key,
      label: (form && formTitles[form.storyId]) ?? t('page.storyTab', { id: form?.storyId ?? '' }),
      // A story form stays mounted while its tab is open: it keeps its lock and its edits.
      destroyOnHidden: false,
      children: form ? (
        <Suspense fallback={<Spin />}>
          <StoryForm
            storyId={form.storyId}
            onClose={() => closeForm(form.storyId)}
            onTitleChange={(title) => setFormTitle(form.storyId, title)}
            closeRequest={closeRequests[form.storyId]}
          />
        </Suspense>
      ) : null,
    };
  });

  return (
    <Flex vertical gap="small" data-testid="rundown-page">
      <Flex gap="small" wrap align="center">
        <Input
          type="date"
          value={date}
          status={isPastDate(date, today) ? 'warning' : undefined}
          title={isPastDate(date, today) ? t('page.pastDateHint') : undefined}
          style={{ width: 170 }}
          aria-label={t('page.date')}
          onChange={(event) => event.target.value && setPicker('date', event.target.value)}
          data-testid="rundown-date"
        />
        <Select
          style={{ minWidth: 240 }}
          showSearch
          optionFilterProp="label"
          aria-label={t('page.program')}
          placeholder={t('page.program')}
          loading={programs.isLoading}
          value={programId ?? undefined}
          options={(programs.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(value: number) => setPicker('program', String(value))}
          data-testid="rundown-program"
        />
      </Flex>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={items.some((item) => item.key === tabs.active) ? tabs.active : PREVIEW_TAB}
        onChange={(key) => setTabs({ ...tabs, active: key })}
        onEdit={(key, action) => {
          if (action !== 'remove' || typeof key !== 'string') return;
          const form = tabs.forms.find((f) => formTabKey(f.storyId) === key);
          if (form) requestFormClose(form.storyId);
          else setTabs(closeTab(tabs, key));
        }}
        items={items}
      />
      {programId !== null && createOpened ? (
        <Suspense fallback={null}>
          <TemplateChooser
            open={isCreateOpen}
            programId={programId}
            confirmLoading={create.isPending}
            onChoose={(templateId) => create.mutate(templateId)}
            onCancel={() => setIsCreateOpen(false)}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}

const reported = new WeakSet<object>();
/** A failed existence check warns once per error (spec 1 §8: loading a rundown warns). */
function notifyOnce(error: Error) {
  if (reported.has(error)) return;
  reported.add(error);
  notifyRundownFailure(error, 'load', { isWarning: true });
}
