import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mergePrompterScript, type PrompterScript } from '@newsroom/domain';
import { useLiveRundown } from '../../rundowns';
import { fetchPrompterScript, prompterKey } from '../api/prompterApi';

/**
 * A rundown's prompter script, live. The rundown itself is kept live by its events (the rundown
 * screen's cache patching); whenever its version passes the script's, the script is read again
 * and merged so unchanged stories stay the same objects and do not re-render. No event carries a
 * story's text, so one small read follows each change instead of a full reload of the page.
 */
export function usePrompterScript(rundownId: number) {
  const queryClient = useQueryClient();
  const rundown = useLiveRundown(rundownId);
  const script = useQuery({
    queryKey: prompterKey(rundownId),
    queryFn: async () =>
      mergePrompterScript(
        queryClient.getQueryData<PrompterScript>(prompterKey(rundownId)),
        await fetchPrompterScript(rundownId),
      ),
    meta: { failureKind: 'load' },
  });
  const rundownVersion = rundown.data?.version;
  const scriptVersion = script.data?.version;
  useEffect(() => {
    if (
      rundownVersion !== undefined &&
      scriptVersion !== undefined &&
      rundownVersion > scriptVersion
    )
      void queryClient.invalidateQueries({ queryKey: prompterKey(rundownId), exact: true });
  }, [queryClient, rundownId, rundownVersion, scriptVersion]);
  return { script, rundown };
}
