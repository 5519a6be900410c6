import { z } from 'zod';
import {
  assignmentSchema,
  hasPoint,
  productionSchema,
  type Assignment,
  type Production,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import type { MapMarker } from '../map/mapMarker';

/** The kinds a map view shows. */
export type MapViewKind = 'production' | 'assignment';

/** What a map view shows of a document: its slug and its places. */
export interface MapViewDocument {
  slug: string;
  markers: MapMarker[];
  /** Places without a point (listed, not drawn). */
  unlocated: string[];
}

const PIN_COLOUR = '#1677ff';
/** Guide pins beside other documents' pins (the production map). */
const GUIDE_COLOUR = '#722ed1';
/** Marker ids of guides start with this. */
export const GUIDE_MARKER_PREFIX = 'guide-';

function ofProduction(production: Production): MapViewDocument {
  const marker: MapMarker[] = hasPoint(production)
    ? [
        {
          id: `production-${production.id}`,
          label: production.local || production.slug,
          badge: '1',
          color: PIN_COLOUR,
          latitude: production.latitude,
          longitude: production.longitude,
        },
      ]
    : [];
  return {
    slug: production.slug,
    markers: marker,
    unlocated: marker.length === 0 && production.local ? [production.local] : [],
  };
}

function ofAssignment(assignment: Assignment): MapViewDocument {
  const located = assignment.guides.filter(hasPoint);
  return {
    slug: assignment.slug,
    markers: located.map((guide, index) => ({
      id: `${GUIDE_MARKER_PREFIX}${guide.id}`,
      label: [guide.interviewee, guide.address].filter(Boolean).join(' — '),
      badge: String(index + 1),
      color: PIN_COLOUR,
      latitude: guide.latitude,
      longitude: guide.longitude,
    })),
    unlocated: assignment.guides
      .filter((guide) => !hasPoint(guide) && guide.address)
      .map((g) => g.address),
  };
}

/** GET the document of a map view: a checklist's place or a guideline's guides. */
export async function fetchMapViewDocument(
  kind: MapViewKind,
  id: number,
): Promise<MapViewDocument> {
  if (kind === 'production')
    return ofProduction(await apiRequest(`/api/productions/${id}`, { schema: productionSchema }));
  return ofAssignment(await apiRequest(`/api/assignments/${id}`, { schema: assignmentSchema }));
}

/**
 * GET /api/assignments?date: the located guides of the day's guidelines as pins (badge G, not
 * draggable), labelled with the guideline's slug and the guide's interviewee or address.
 */
export async function fetchDayGuideMarkers(date: string): Promise<MapMarker[]> {
  const assignments = await apiRequest('/api/assignments', {
    query: { date },
    schema: z.array(assignmentSchema),
  });
  return assignments.flatMap((assignment) =>
    assignment.guides.filter(hasPoint).map((guide) => ({
      id: `${GUIDE_MARKER_PREFIX}${guide.id}`,
      label: [assignment.slug, guide.interviewee || guide.address].filter(Boolean).join(' — '),
      badge: 'G',
      color: GUIDE_COLOUR,
      latitude: guide.latitude,
      longitude: guide.longitude,
    })),
  );
}
