import { useState, type ReactNode } from 'react';
import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  runningOrderIdOf,
  type DevicePluginEntry,
  type RundownId,
  type Section,
  type SectionType,
} from '@newsroom/domain';
import { useAuth } from '../../auth';
import { fetchHtmlPlugins, pluginsKey } from './pluginsApi';
import { PluginHostContext } from './pluginHostContext';
import { PluginPanel } from './PluginPanel';
import { PluginsMenu } from './PluginsMenu';
import { usePluginSession } from './usePluginSession';

/** The story as plug-ins are told of it (ncsAppInfo). */
export interface PluginStoryContext {
  storyUuid: string;
  rundownId: number | null;
}

/** Props of {@link StoryPlugins}. */
export interface StoryPluginsProps {
  story: PluginStoryContext;
  sections: Section[];
  isReadOnly: boolean;
  onChange: (sections: Section[]) => void;
  /** The sections, rendered inside the plug-in host (drop targets, "Edit in plugin"). */
  children: ReactNode;
}

/**
 * MOS HTML plug-ins in the story editor (issue 26): the Plugins menu, the open plug-in's panel
 * and the host its sections use. Items arrive as MOS_CG or MOS_VIDEO subsections through the
 * editor's own change path, so saving and MOS replication are the usual ones.
 */
export function StoryPlugins({
  story,
  sections,
  isReadOnly,
  onChange,
  children,
}: StoryPluginsProps) {
  const { i18n } = useTranslation();
  const { me } = useAuth();
  const plugins = useQuery({
    queryKey: pluginsKey,
    queryFn: fetchHtmlPlugins,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  const [plugin, setPlugin] = useState<DevicePluginEntry | null>(null);
  const [targetSection, setTargetSection] = useState<SectionType | null>(null);
  const target =
    targetSection ?? sections.find((s) => s.type === 'VT')?.type ?? sections[0]?.type ?? 'VT';
  const ncsMosId = plugins.data?.ncsMosId ?? '';
  const session = usePluginSession({
    plugin,
    sections,
    onChange,
    isReadOnly,
    targetSection: target,
    appInfo: {
      mosId: ncsMosId,
      ncsId: ncsMosId,
      userId: me?.nickname ?? '',
      product: 'Newsroom',
      version: '1',
      roId: story.rundownId ? runningOrderIdOf(story.rundownId as RundownId) : '',
      storyId: story.storyUuid,
      // BCP 47 (pt-BR), as plug-ins expect; our locale codes are pt_BR.
      language: i18n.language.replace('_', '-'),
    },
  });
  return (
    <PluginHostContext.Provider value={session.host}>
      <Flex vertical gap="small">
        <PluginsMenu plugins={plugins.data?.plugins ?? []} onOpen={setPlugin} />
        {plugin ? (
          <PluginPanel
            key={plugin.id}
            plugin={plugin}
            frameRef={session.frameRef}
            targetSection={target}
            onTargetSectionChange={setTargetSection}
            isEditing={session.editingUuid !== null}
            onCancelEdit={session.cancelEdit}
            onRequestItem={session.requestItem}
            onClose={() => setPlugin(null)}
          />
        ) : null}
        {children}
      </Flex>
    </PluginHostContext.Provider>
  );
}
