import { prompterScriptSchema, type PrompterPosition, type PrompterScript } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of a rundown's prompter script. */
export function prompterKey(rundownId: number) {
  return ['prompter', rundownId] as const;
}

/** GET /api/rundowns/{id}/prompter. */
export function fetchPrompterScript(rundownId: number): Promise<PrompterScript> {
  return apiRequest(`/api/rundowns/${rundownId}/prompter`, { schema: prompterScriptSchema });
}

/** POST /api/rundowns/{id}/prompter/position: the operator's place, for the followers. */
export function sendPrompterPosition(
  rundownId: number,
  position: PrompterPosition & { screenId: string },
): Promise<void> {
  return apiRequest(`/api/rundowns/${rundownId}/prompter/position`, {
    method: 'POST',
    json: position,
  });
}
