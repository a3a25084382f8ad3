import { useTranslation } from 'react-i18next';
import { type TCollapsible, useSessionCollapsed } from '../hooks/use-session-collapsed';

/**
 * The disclosure button of a collapsible part of a detail page (§2.3): "Hide …" while the part shows, "Show …" while
 * it is collapsed, with aria-expanded and aria-controls naming the regions it hides (space-separated ids).
 */
export const DisclosureToggle = ({ part, controls }: { part: TCollapsible; controls: string }) => {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useSessionCollapsed(part);
  return (
    <button
      type="button"
      aria-expanded={!collapsed}
      aria-controls={controls}
      onClick={() => setCollapsed(!collapsed)}
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`h-4 w-4 transition-transform ${collapsed ? '-rotate-90' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M5 7.5 10 12.5 15 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {collapsed ? t(`learn.collapse.${part}.show`) : t(`learn.collapse.${part}.hide`)}
    </button>
  );
};
