import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';

/**
 * A rich-text toolbar action that asks for something in a popover (a link, an embed URL, an image): an icon button
 * named `label`, and a dialog of the same name whose content gets `close`. `onOpen` resets the form each time.
 */
export const ToolbarPopover = ({
  label,
  pressed,
  className,
  icon,
  onOpen,
  children,
}: {
  label: string;
  /** For actions that reflect a state of the selection (the link button on a link). */
  pressed?: boolean;
  className: string;
  /** The 20 × 20 icon's shapes, drawn with the toolbar's stroke. */
  icon: ReactNode;
  onOpen: () => void;
  children: (close: () => void) => ReactNode;
}) => (
  <DialogTrigger
    onOpenChange={(open) => {
      if (open) onOpen();
    }}
  >
    <Button aria-label={label} aria-pressed={pressed} className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {icon}
      </svg>
    </Button>
    <Popover placement="bottom start" className="rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
      <Dialog aria-label={label} className="outline-none">
        {({ close }) => children(close)}
      </Dialog>
    </Popover>
  </DialogTrigger>
);
