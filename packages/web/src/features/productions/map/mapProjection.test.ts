import { describe, expect, it } from 'vitest';
import { isLocated, MIN_SPAN_DEGREES, projectPoints } from './mapProjection';

const box = { width: 800, height: 500, padding: 50 };

describe('projectPoints', () => {
  it('fits the bounding box inside the padding with one scale, north up', () => {
    // Two points 0.2° apart in latitude and 0.2° apart in longitude near São Paulo.
    const points = projectPoints(
      [
        { id: 1, latitude: -23.5, longitude: -46.7 },
        { id: 2, latitude: -23.7, longitude: -46.5 },
      ],
      box,
    );
    const [north, south] = points;
    expect(north && south).toBeTruthy();
    if (!north || !south) return;
    // Latitude is the larger span after the cosine shrink, so it fills the inner height exactly.
    expect(north.y).toBeCloseTo(50, 5);
    expect(south.y).toBeCloseTo(450, 5);
    // Longitude keeps the same scale, shrunk by cos(23.6°), centred horizontally.
    const scale = 400 / 0.2;
    const width = 0.2 * Math.cos((23.6 * Math.PI) / 180) * scale;
    expect(south.x - north.x).toBeCloseTo(width, 5);
    expect((north.x + south.x) / 2).toBeCloseTo(400, 5);
  });

  it('centres a single point and keeps a minimum span for tight clusters', () => {
    const [only] = projectPoints([{ id: 1, latitude: -22.9, longitude: -43.2 }], box);
    expect(only?.x).toBeCloseTo(400, 5);
    expect(only?.y).toBeCloseTo(250, 5);
    const close = projectPoints(
      [
        { id: 1, latitude: -22.9, longitude: -43.2 },
        { id: 2, latitude: -22.9 - MIN_SPAN_DEGREES / 10, longitude: -43.2 },
      ],
      box,
    );
    expect(Math.abs((close[1]?.y ?? 0) - (close[0]?.y ?? 0))).toBeCloseTo(40, 5);
  });

  it('keeps every point inside the plot', () => {
    const points = projectPoints(
      Array.from({ length: 20 }, (_, i) => ({
        id: i,
        latitude: -20 - (i % 7) * 0.3,
        longitude: -45 + (i % 5) * 0.5,
      })),
      box,
    );
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(box.padding - 1e-9);
      expect(p.x).toBeLessThanOrEqual(box.width - box.padding + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(box.padding - 1e-9);
      expect(p.y).toBeLessThanOrEqual(box.height - box.padding + 1e-9);
    }
  });

  it('tells located checklists apart', () => {
    expect(isLocated({ latitude: 1, longitude: 2 })).toBe(true);
    expect(isLocated({ latitude: null, longitude: 2 })).toBe(false);
    expect(projectPoints([], box)).toEqual([]);
  });
});
