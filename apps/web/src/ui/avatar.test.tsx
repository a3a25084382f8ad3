import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf, type TAvatarSize } from './avatar';

const faceOf = (container: HTMLElement) => container.firstElementChild?.firstElementChild as HTMLElement;

describe('Avatar', () => {
  it('shows the initials while the user has no image', () => {
    const { container } = render(<Avatar name="Ada Lovelace" />);
    expect(container.textContent).toBe('AL');
    expect(container.querySelector('img')).toBeNull();
    expect(initialsOf('  ada ')).toBe('A');
    expect(initialsOf('Grace Brewster Hopper')).toBe('GB');
  });

  it("shows the user's image, decorative, and falls back to initials when it fails to load", () => {
    const { container } = render(<Avatar name="Ada Lovelace" imageUrl="/files/ada.png" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/files/ada.png');
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  });

  it('comes in five sizes, each larger than the one before', () => {
    const sizes: TAvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
    const widths = sizes.map((size) => {
      const { container, unmount } = render(<Avatar name="Ada" size={size} />);
      const width = /\bw-(\d+)\b/.exec(faceOf(container).className)?.[1];
      unmount();
      return Number(width);
    });
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(5);
  });

  it('is a circle by default and a square on request', () => {
    const circle = render(<Avatar name="Ada" />);
    expect(faceOf(circle.container).className).toContain('rounded-full');
    circle.unmount();
    const square = render(<Avatar name="Ada" shape="square" imageUrl="/files/ada.png" />);
    expect(faceOf(square.container).className).toContain('rounded-md');
    expect(faceOf(square.container).className).not.toContain('rounded-full');
  });

  it('names its status dot for screen readers: online, idle or offline', () => {
    for (const [status, label] of [
      ['online', 'Online'],
      ['idle', 'Idle'],
      ['offline', 'Offline'],
    ] as const) {
      const { unmount } = render(<Avatar name="Ada" status={status} />);
      expect(screen.getByRole('img', { name: label }).dataset.status).toBe(status);
      unmount();
    }
    render(<Avatar name="Ada" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
