import { type ReactElement, type ReactNode, useCallback } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../tooltip';
import { ariaShortcut, readableShortcut } from './rich-text-shortcuts';

/**
 * A ref that sets aria-keyshortcuts on a React Aria control: its components pass no ARIA attribute they do not know,
 * and this is one of them.
 */
export const useAriaKeyShortcuts = (value: string | undefined) =>
  useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      if (value) element.setAttribute('aria-keyshortcuts', value);
      else element.removeAttribute('aria-keyshortcuts');
    },
    [value],
  );

/**
 * A toolbar shortcut (TipTap's notation) as the tooltip shows it (`text`), and `ref`, which names it in the control's
 * aria-keyshortcuts.
 */
export const useShortcut = (keys: string | undefined) => {
  const { t } = useTranslation();
  const ref = useAriaKeyShortcuts(keys ? ariaShortcut(keys) : undefined);
  const names = {
    ctrl: t('editor.richText.keys.ctrl'),
    alt: t('editor.richText.keys.alt'),
    shift: t('editor.richText.keys.shift'),
  };
  return { ref, text: keys ? readableShortcut(keys, names) : null };
};

/**
 * A toolbar control's tooltip: its name and, when it has one, its shortcut, so people who see the toolbar learn the
 * keys that screen readers announce from aria-keyshortcuts.
 */
export const ToolbarTip = ({
  label,
  shortcut,
  children,
}: {
  label: string;
  shortcut?: string;
  children: ReactElement;
}) => {
  const { t } = useTranslation();
  const { text } = useShortcut(shortcut);
  return (
    <Tooltip text={text ? t('editor.richText.withShortcut', { label, shortcut: text }) : label} position="bottom">
      {children}
    </Tooltip>
  );
};

/**
 * A toolbar button that opens a panel or a menu: its 20 × 20 icon drawn with the toolbar's stroke, named `label`,
 * its shortcut announced (aria-keyshortcuts) and shown in its tooltip.
 */
export const ToolbarIconButton = (props: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  className: string;
  icon: ReactNode;
}) => {
  const keys = useShortcut(props.shortcut);
  return (
    <ToolbarTip label={props.label} shortcut={props.shortcut}>
      <Button ref={keys.ref} aria-label={props.label} aria-pressed={props.pressed} className={props.className}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          {props.icon}
        </svg>
      </Button>
    </ToolbarTip>
  );
};
