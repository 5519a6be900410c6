import { useEffect, useState } from 'react';
import { LOCATION_AUTOCOMPLETE, type GeoPlace } from '@newsroom/domain';
import { autocompleteLocation } from '../api/mapsApi';

/** Where the suggestions of a text stand. */
export type SuggestionState =
  | { status: 'idle'; places: readonly GeoPlace[] }
  | { status: 'loading'; places: readonly GeoPlace[] }
  | { status: 'ready'; places: readonly GeoPlace[] }
  | { status: 'unavailable'; places: readonly GeoPlace[] };

/**
 * Places for a text being typed (spec 1 §5): asked 1000 ms after the last change and only from 3
 * characters on; a newer text cancels the question still under way. `isActive` false (the field
 * was not typed in) asks nothing, so opening a form does not call the geocoder.
 */
export function useLocationSuggestions(text: string, isActive: boolean): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle', places: [] });
  const query = text.trim();
  const isLongEnough = query.length >= LOCATION_AUTOCOMPLETE.minChars;

  useEffect(() => {
    if (!isActive || !isLongEnough) {
      setState({ status: 'idle', places: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((previous) => ({ status: 'loading', places: previous.places }));
      autocompleteLocation(query, controller.signal).then(
        (places) => setState({ status: 'ready', places }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'unavailable', places: [] });
        },
      );
    }, LOCATION_AUTOCOMPLETE.debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, isActive, isLongEnough]);

  return state;
}
