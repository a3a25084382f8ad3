import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui/toast';
import { Tooltip } from '../../../ui/tooltip';

/** The anchor of a question: /faq#faq-{id} links straight to it. */
export const faqAnchor = (id: string) => `faq-${id}`;

/** Copies the question's address, so an answer can be shared or linked from elsewhere. */
const CopyLinkButton = ({ id, question }: { id: string; question: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${faqAnchor(id)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast(t('portalPages.faq.linkCopied'), { tone: 'info' });
    } catch {
      window.location.hash = faqAnchor(id);
    }
  };
  return (
    <Tooltip text={t('portalPages.faq.copyLink')} position="left">
      <Button
        aria-label={`${t('portalPages.faq.copyLink')}: ${question}`}
        onPress={() => void copy()}
        className="shrink-0 rounded-md p-1.5 text-slate-600 outline-none hover:bg-slate-100 data-[focus-visible]:ring-3 data-[focus-visible]:ring-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            strokeLinecap="round"
            d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
          />
        </svg>
      </Button>
    </Tooltip>
  );
};

/**
 * Questions and answers (§2.1 /faq and the portals' FAQs), their texts under `portalPages.faq.items.{id}`: each
 * question a heading with its own anchor and a copy-link button.
 */
export const FaqList = ({ ids, headingLevel = 3 }: { ids: readonly string[]; headingLevel?: 3 | 4 }) => {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {ids.map((id) => {
        const question = t(`portalPages.faq.items.${id}.q`);
        return (
          <li key={id} id={faqAnchor(id)} className="scroll-mt-20 px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <Heading className="font-semibold text-slate-900">
                <a href={`#${faqAnchor(id)}`} className="hover:underline">
                  {question}
                </a>
              </Heading>
              <CopyLinkButton id={id} question={question} />
            </div>
            <p className="mt-2 text-sm leading-6 text-slate-700">{t(`portalPages.faq.items.${id}.a`)}</p>
          </li>
        );
      })}
    </ul>
  );
};
