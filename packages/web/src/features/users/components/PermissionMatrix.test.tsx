import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AREAS, type Permissions } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { PermissionMatrix, withLevel } from './PermissionMatrix';

const radio = (area: string, level: string) =>
  screen.getByTestId(`permission-${area}-${level}`) as HTMLInputElement;

describe('PermissionMatrix', { timeout: 20_000 }, () => {
  it('shows one translated row per area with the held level checked (none when absent)', () => {
    render(<PermissionMatrix value={{ rundown: 'write' }} />);
    expect(screen.getByText(i18n.t('users:permissions.areas.rundown'))).toBeTruthy();
    for (const area of AREAS) expect(radio(area, 'none')).toBeTruthy();
    expect(radio('rundown', 'write').checked).toBe(true);
    expect(radio('rundown', 'read').checked).toBe(false);
    expect(radio('story', 'none').checked).toBe(true);
  });

  it('reports a chosen level, leaving out areas set back to none', () => {
    const onChange = vi.fn<(permissions: Permissions) => void>();
    const { rerender } = render(
      <PermissionMatrix value={{ rundown: 'write' }} onChange={onChange} />,
    );
    fireEvent.click(radio('story', 'admin'));
    expect(onChange).toHaveBeenLastCalledWith({ rundown: 'write', story: 'admin' });
    rerender(<PermissionMatrix value={{ rundown: 'write', story: 'admin' }} onChange={onChange} />);
    fireEvent.click(radio('rundown', 'none'));
    expect(onChange).toHaveBeenLastCalledWith({ story: 'admin' });
  });

  it('disables the levels the administrator may not grant, but never the one held', () => {
    const onChange = vi.fn();
    render(
      <PermissionMatrix
        value={{ admin: 'admin' }}
        onChange={onChange}
        isLevelDisabled={(area, level) => area === 'admin' || level === 'admin'}
      />,
    );
    expect(radio('admin', 'admin').disabled).toBe(false);
    expect(radio('admin', 'read').disabled).toBe(true);
    expect(radio('rundown', 'admin').disabled).toBe(true);
    expect(radio('rundown', 'write').disabled).toBe(false);
    fireEvent.click(radio('rundown', 'admin'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sets and clears one area', () => {
    expect(withLevel({}, 'chat', 'read')).toEqual({ chat: 'read' });
    expect(withLevel({ chat: 'read', post: 'write' }, 'chat', 'none')).toEqual({ post: 'write' });
  });
});
