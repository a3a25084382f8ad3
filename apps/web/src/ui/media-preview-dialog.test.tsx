import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediaPreviewPopup, PictureViewer, type TPreviewImage } from './media-preview-dialog';
import { RichTextView } from './rich-text/rich-text-view';

const hash = (n: number) => String(n).repeat(32).slice(0, 32);
const images: TPreviewImage[] = [
  { src: `/files/${hash(1)}.png`, alt: 'The empty scene' },
  { src: `/files/${hash(2)}.jpg`, alt: 'A cube added' },
  { src: `/files/${hash(3)}.gif`, alt: 'The cube spinning' },
];

/** The popup with its index held as a page would hold it. */
const Popup = (props: { onClose: () => void; start?: number; mustPlayList?: boolean }) => {
  const [index, setIndex] = useState(props.start ?? 0);
  return (
    <MediaPreviewPopup
      items={images}
      index={index}
      onIndexChange={setIndex}
      onClose={props.onClose}
      mustPlayList={props.mustPlayList}
    />
  );
};

const shownAlt = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

describe('PictureViewer (§2.14)', () => {
  it('does not open with an empty url', () => {
    render(<PictureViewer url="  " onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the image, with its WebP variants first, and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<PictureViewer url={images[0]?.src ?? ''} alt="The empty scene" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Image' });
    expect(dialog.querySelector('source')?.getAttribute('type')).toBe('image/webp');
    expect(dialog.querySelector('source')?.getAttribute('srcset')).toContain(`/files/${hash(1)}.png/w/1000.webp 1000w`);
    expect(screen.getByRole('img', { name: 'The empty scene' }).getAttribute('sizes')).toBe(
      '(max-width: 1000px) 100vw, 1000px',
    );
    // A single picture has nowhere to step to.
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    render(<PictureViewer url={images[1]?.src ?? ''} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('MediaPreviewPopup (§2.14)', () => {
  it('goes forward with right or down, back with left or up, and stops at either end', async () => {
    render(<Popup onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy();
    expect(shownAlt()).toBe('The empty scene');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('A cube added');
    await userEvent.keyboard('{ArrowDown}');
    expect(shownAlt()).toBe('The cube spinning');
    expect(screen.getByRole('heading').textContent).toBe('Image 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('The cube spinning');
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveProperty('disabled', true);
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownAlt()).toBe('A cube added');
    await userEvent.keyboard('{ArrowUp}');
    expect(shownAlt()).toBe('The empty scene');
    await userEvent.keyboard('{ArrowUp}');
    expect(shownAlt()).toBe('The empty scene');
  });

  it('steps with its previous and next buttons', async () => {
    render(<Popup onClose={vi.fn()} start={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownAlt()).toBe('The cube spinning');
    // A GIF has no variants: it is shown as it is.
    expect(screen.getByRole('dialog').querySelector('source')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownAlt()).toBe('The empty scene');
  });

  it('stays on the opened image when mustPlayList is false', async () => {
    render(<Popup onClose={vi.fn()} start={1} mustPlayList={false} />);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('A cube added');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Popup onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click on the backdrop, not on the image', async () => {
    const onClose = vi.fn();
    render(<Popup onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog.querySelector('img') as HTMLImageElement);
    expect(onClose).not.toHaveBeenCalled();
    // The modal sits inside the backdrop that covers the page.
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    expect(backdrop.className).toContain('inset-0');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('images in rich text', () => {
  const doc = (count: number) => ({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Look at this:' }] },
      ...images
        .slice(0, count)
        .map((image) => ({ type: 'image', attrs: { src: image.src, alt: image.alt, width: 1600, height: 900 } })),
    ],
  });

  it('shows each image responsively, capped at 772 px, with its size reserved', () => {
    render(<RichTextView doc={doc(2)} />);
    const image = screen.getByRole('button', { name: 'Enlarge image: A cube added' });
    expect(image.style.maxWidth).toBe('min(100%, 772px)');
    const img = image.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img?.getAttribute('sizes')).toBe('(max-width: 772px) 100vw, 772px');
    expect(img?.getAttribute('srcset')).toBe(
      [200, 400, 600, 800, 1000, 2000].map((w) => `/files/${hash(2)}.jpg/w/${w}.jpg ${Math.min(w, 1600)}w`).join(', '),
    );
  });

  it('opens the pressed image in the popup, steps through the others, and gives focus back on Escape', async () => {
    render(<RichTextView doc={doc(3)} />);
    const second = screen.getByRole('button', { name: 'Enlarge image: A cube added' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Image 2 of 3' });
    expect(shownAlt()).toBe('A cube added');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('The cube spinning');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(second);
  });

  it('opens a lone image in the picture viewer', async () => {
    render(<RichTextView doc={doc(1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge image: The empty scene' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('The empty scene');
  });
});
