import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ShareDialog, type TShareTarget } from './share-dialog';

const SIZES = {
  regular: 'gap-2 rounded-lg px-4 py-2 text-sm [&>svg]:h-5 [&>svg]:w-5',
  small: 'gap-1 rounded-md px-2 py-1 text-xs [&>svg]:h-4 [&>svg]:w-4',
};

/** A Share button that opens the share dialog (§2.14) on `target`; `label` names it when the page holds several. */
export const ShareButton = ({
  target,
  label,
  size = 'regular',
}: {
  target: TShareTarget;
  label?: string;
  size?: keyof typeof SIZES;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => setOpen(true)}
        aria-label={label}
        className={`inline-flex items-center border border-slate-300 bg-white font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600 ${SIZES[size]}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
        </svg>
        {t('share.open')}
      </Button>
      <ShareDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
};
