import type { TMe } from '@questline/domain/schemas/session';

// The look of the avatar menu's trigger, shared by its stand-in button (avatar-menu.tsx) and the loaded menu
// (avatar-menu-popover.tsx).

export const avatarButtonClass =
  'ml-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 ring-offset-2 hover:ring-2 hover:ring-brand-200';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * What the avatar button shows and is called. Signed in, the visible initials start the accessible name, so people
 * who speak or see the button's text can name it (WCAG 2.5.3); anonymous, an icon and the label.
 */
export const avatarNaming = (me: TMe | null | undefined, label: string) => (me ? {} : { 'aria-label': label });

export const AvatarFace = ({ me, label }: { me: TMe | null | undefined; label: string }) =>
  me ? (
    <>
      {initials(me.displayName)}
      <span className="sr-only"> {label}</span>
    </>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z" />
    </svg>
  );
