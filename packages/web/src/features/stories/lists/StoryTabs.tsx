import type { StoryId } from '@newsroom/domain';
import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { useRememberedTabs, type RememberedTab } from '../../../shared/editorTabs';
import { StoryForm } from '../editor/StoryForm';

/** The key of the list tab. */
const LIST_TAB = 'list';

/** Open story editors: which stories, their tab titles, and the tab shown. */
export interface OpenStories {
  open: (storyId: StoryId, title: string) => void;
  tabs: { storyId: StoryId; title: string }[];
  active: string;
  setActive: (key: string) => void;
  close: (storyId: StoryId) => void;
}

/** A story editor tab, remembered across a reload. */
interface StoryTab extends RememberedTab {
  storyId: StoryId;
}

/**
 * Keeps the editors opened beside a story list; `page` names the list ('stories', 'drawer'), so
 * each page reopens its own tabs after a reload (per user, see `useRememberedTabs`).
 */
export function useOpenStories(page: string): OpenStories {
  const { me } = useAuth();
  const { tabs, setTabs, activeKey, setActiveKey } = useRememberedTabs<StoryTab>(
    me ? `${page}:${me.id}` : null,
    'storyId',
    LIST_TAB,
  );
  return {
    tabs,
    active: activeKey,
    setActive: setActiveKey,
    open: (storyId, title) => {
      const key = String(storyId);
      setTabs((current) =>
        current.some((tab) => tab.storyId === storyId)
          ? current
          : [...current, { key, storyId, title, isDirty: false, closeRequest: 0 }],
      );
      setActiveKey(key);
    },
    close: (storyId) => {
      setTabs((current) => current.filter((tab) => tab.storyId !== storyId));
      setActiveKey((current) => (current === String(storyId) ? LIST_TAB : current));
    },
  };
}

/** Props of {@link StoryTabs}. */
export interface StoryTabsProps {
  listLabel: string;
  list: ReactNode;
  stories: OpenStories;
}

/** A list tab followed by one tab per story opened for editing (the story form). */
export function StoryTabs({ listLabel, list, stories }: StoryTabsProps) {
  const { t } = useTranslation('story');
  const [titles, setTitles] = useState<Record<number, string>>({});
  // A tab's close button asks its form, which confirms unsaved changes before calling onClose.
  const [closeRequests, setCloseRequests] = useState<Record<number, number>>({});
  const items = [
    { key: LIST_TAB, label: listLabel, closable: false, children: list },
    ...stories.tabs.map((tab) => ({
      key: String(tab.storyId),
      label: titles[tab.storyId] || tab.title || t('list.storyTab', { id: tab.storyId }),
      children: (
        <StoryForm
          storyId={tab.storyId}
          onClose={() => stories.close(tab.storyId)}
          closeRequest={closeRequests[tab.storyId]}
          onTitleChange={(title: string) =>
            setTitles((current) => ({ ...current, [tab.storyId]: title }))
          }
        />
      ),
    })),
  ];
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={items.some((item) => item.key === stories.active) ? stories.active : LIST_TAB}
      onChange={stories.setActive}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const storyId = Number(key);
        setCloseRequests((current) => ({ ...current, [storyId]: (current[storyId] ?? 0) + 1 }));
      }}
      items={items}
    />
  );
}
