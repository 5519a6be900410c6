import {
  AGENCY_KEYS,
  AGENCY_SOURCE_KINDS,
  POLL_INTERVAL_DEFAULT_MINUTES,
  type AgencyNetwork,
  type AgencySource,
  type AgencySourceInput,
  type AgencySourceKind,
} from '@newsroom/domain';
import { isApiError } from '../../../../shared/api';

/** What the source form edits; the interval may be cleared while typing. */
export interface SourceFormValues {
  network: AgencyNetwork;
  kind: AgencySourceKind;
  name: string;
  address: string;
  categoryId: number | null;
  intervalMinutes: number | null;
  enabled: boolean;
}

/** The kinds a network's sources may be (an X source names a user or a list). */
export function kindsOf(network: AgencyNetwork): readonly AgencySourceKind[] {
  return AGENCY_SOURCE_KINDS[network];
}

/** The form's starting values: a loaded source, or an enabled RSS feed read every 5 minutes. */
export function sourceFormValues(source: AgencySource | null): SourceFormValues {
  return {
    network: source?.network ?? 'rss',
    kind: source?.kind ?? 'feed',
    name: source?.name ?? '',
    address: source?.address ?? '',
    categoryId: source?.categoryId ?? null,
    intervalMinutes: source?.intervalMinutes ?? POLL_INTERVAL_DEFAULT_MINUTES,
    enabled: source?.enabled ?? true,
  };
}

/** The POST/PUT body of the form's values, texts trimmed. */
export function sourceInputOf(values: SourceFormValues): AgencySourceInput {
  return {
    network: values.network,
    kind: values.kind,
    name: values.name.trim(),
    address: values.address.trim(),
    categoryId: values.categoryId ?? null,
    intervalMinutes: values.intervalMinutes ?? POLL_INTERVAL_DEFAULT_MINUTES,
    enabled: values.enabled,
  };
}

/** Whether a save was refused because the same source exists (409 agency:duplicateSource). */
export function isDuplicateSource(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.message === AGENCY_KEYS.duplicateSource;
}
