import { useTranslation } from 'react-i18next';
import type { TArchitectureStatus } from '../api/get-architecture';

export const StatusBadge = (props: { status: TArchitectureStatus }) => {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
        props.status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
      }`}
    >
      {t(`dashboard.status.${props.status}`)}
    </span>
  );
};
