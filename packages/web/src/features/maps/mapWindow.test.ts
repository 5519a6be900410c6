import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapViewPath, openMapView } from './mapWindow';

function pointer(isCoarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: isCoarse && query === '(pointer: coarse)', media: query }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('openMapView', () => {
  const path = mapViewPath('production', 7);

  it('moves the same window on a touch device', () => {
    pointer(true);
    const open = vi.spyOn(window, 'open');
    const navigate = vi.fn();
    expect(openMapView(path, navigate)).toBe('sameWindow');
    expect(navigate).toHaveBeenCalledWith('/map/production/7');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a new window otherwise, without an opener', () => {
    pointer(false);
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const navigate = vi.fn();
    expect(openMapView(path, navigate)).toBe('newWindow');
    expect(open).toHaveBeenCalledWith('/map/production/7', '_blank');
    expect(opened.opener).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says when a popup blocker refused the window', () => {
    pointer(false);
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openMapView(path, vi.fn())).toBe('blocked');
  });
});
