import type { TMe } from '@questline/domain/schemas/session';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../ui/use-deferred-menu';
import { AvatarFace, avatarButtonClass, avatarNaming } from './avatar-menu-trigger';

const importPopover = () => import('./avatar-menu-popover').then((module) => module.AvatarMenuPopover);

/**
 * The avatar menu trigger (§2.3). The menu's code loads on hover, focus or press; until then the trigger is a
 * plain button that looks the same, and pressing it opens the menu as soon as it has loaded.
 */
export const AvatarMenu = ({ me }: { me: TMe | null | undefined }) => {
  const { t } = useTranslation();
  const { Menu, triggerProps, menuProps } = useDeferredMenu(importPopover);
  const label = me ? t('avatar.menuFor', { name: me.displayName }) : t('avatar.menu');
  if (Menu) return <Menu me={me} label={label} {...menuProps} />;
  return (
    <button {...avatarNaming(me, label)} className={avatarButtonClass} {...triggerProps}>
      <AvatarFace me={me} label={label} />
    </button>
  );
};
