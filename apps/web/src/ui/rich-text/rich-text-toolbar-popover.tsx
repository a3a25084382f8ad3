import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Dialog, DialogTrigger, FormContext, Popover } from 'react-aria-components';
import { ToolbarIconButton } from './rich-text-toolbar-tip';

/** Whether a toolbar panel is open, held by the editor so its keyboard shortcut can open it too. */
export type TPanelState = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * A rich-text toolbar action that asks for something in a popover (a link, an embed URL, an image): an icon button
 * named `label`, and a dialog of the same name whose content gets `close`. `onOpen` resets the form each time it
 * opens, from the button or from its `shortcut` (TipTap's notation, announced through aria-keyshortcuts).
 */
export const ToolbarPopover = ({
  label,
  pressed,
  className,
  icon,
  shortcut,
  panel,
  onOpen,
  children,
}: {
  label: string;
  /** For actions that reflect a state of the selection (the link button on a link). */
  pressed?: boolean;
  className: string;
  /** The 20 × 20 icon's shapes, drawn with the toolbar's stroke. */
  icon: ReactNode;
  shortcut?: string;
  /** Open state held by the editor (the shortcut opens it); the popover holds its own without. */
  panel?: TPanelState;
  onOpen: () => void;
  children: (close: () => void) => ReactNode;
}) => {
  const reset = useRef(onOpen);
  reset.current = onOpen;
  const isOpen = panel?.isOpen;
  // Held by the editor, the popover may open from its shortcut: the form is reset whichever way it opened.
  useLayoutEffect(() => {
    if (isOpen) reset.current();
  }, [isOpen]);
  return (
    <DialogTrigger
      {...(panel ? { isOpen: panel.isOpen } : {})}
      onOpenChange={(open) => {
        if (open && !panel) onOpen();
        panel?.onOpenChange(open);
      }}
    >
      <ToolbarIconButton label={label} shortcut={shortcut} pressed={pressed} className={className} icon={icon} />
      <Popover placement="bottom start" className="rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        <Dialog aria-label={label} className="outline-none">
          {({ close }) => (
            // The panel's form is the panel's own. The editor form the rich-text field sits in would otherwise hear its
            // submit twice over: React bubbles events up the component tree, out of the popover's portal, and a React
            // Aria Form hands its props (its onSubmit too) to every Form inside it through FormContext. Either way the
            // panel's Insert would save the whole form.
            <FormContext.Provider value={null}>
              <div className="contents" onSubmit={(event) => event.stopPropagation()}>
                {children(close)}
              </div>
            </FormContext.Provider>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
};
