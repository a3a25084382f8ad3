import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CONSENT_CATEGORY_IDS, readConsent, saveConsent } from '../lib/consent';
import { CloseButton } from './close-button';

/**
 * The cookie settings of §2.17: one switch per consent category (strictly necessary cookies need no consent and
 * are not listed). Opened from the footer and from every blocked embed; saving shows the embeds at once.
 */
export const CookieSettingsDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(readConsent);
  const save = () => {
    saveConsent(consent);
    onClose();
  };
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/80 p-4"
    >
      <Modal className="w-full max-w-lg rounded-2xl bg-white text-slate-900 shadow-2xl">
        <Dialog className="outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
            <Heading slot="title" className="text-base font-semibold">
              {t('cookies.title')}
            </Heading>
            <CloseButton label={t('common.close')} onPress={onClose} />
          </div>
          <div className="space-y-4 px-5 py-4">
            <p className="text-sm text-slate-600">{t('cookies.intro')}</p>
            {CONSENT_CATEGORY_IDS.map((category) => (
              <Switch
                key={category}
                isSelected={consent[category]}
                onChange={(selected) => setConsent((previous) => ({ ...previous, [category]: selected }))}
                className="group flex cursor-pointer items-start justify-between gap-4 rounded-lg border border-slate-200 p-3"
              >
                <span>
                  <span className="block text-sm font-semibold">{t(`cookies.categories.${category}.name`)}</span>
                  <span className="block text-sm text-slate-600">
                    {t(`cookies.categories.${category}.description`)}
                  </span>
                </span>
                <span className="mt-1 flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 px-0.5 transition group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-brand-600">
                  <span className="h-5 w-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5" />
                </span>
              </Switch>
            ))}
          </div>
          <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
            <Button
              onPress={onClose}
              className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {t('common.cancel')}
            </Button>
            <Button
              onPress={save}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('cookies.save')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
