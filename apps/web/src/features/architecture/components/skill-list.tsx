import { detailUrl } from '@questline/domain/rules/urls';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { TArchitecture, TArchitectureSkill } from '../api/get-architecture';
import { EditLink } from './edit-link';
import { StatusBadge } from './status-badge';

/** One skill: its title, internal ID and status, an edit link, and the published content tagged with it. */
const SkillItem = (props: {
  skill: TArchitectureSkill;
  contentMap: TArchitecture['contentMap'];
  headingLevel: 3 | 4;
}) => {
  const { t } = useTranslation();
  const { skill } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h4';
  const title = skill.title.trim() || t('dashboard.untitled');
  const content = skill.contentIds.flatMap((id) => props.contentMap[id] ?? []);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading className="font-semibold text-slate-900">{title}</Heading>
        {skill.internalID && <span className="font-mono text-xs text-slate-600">{skill.internalID}</span>}
        <StatusBadge status={skill.status} />
        <span className="ml-auto">
          <EditLink type="skill" id={skill.id} title={title} />
        </span>
      </div>
      {content.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.architecture.noContent')}</p>
      ) : (
        <ul aria-label={t('dashboard.architecture.taggedContent', { title })} className="mt-2 space-y-1">
          {content.map((card) => (
            <li key={card.id} className="flex items-baseline gap-2 text-sm">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t(`types.${card.type}`, { defaultValue: card.type })}
              </span>
              <AppLink href={detailUrl([card])} className="text-brand-700 hover:underline">
                {card.title}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};

/** Skills in the given order, titled one heading level below their section; ids the map lacks are left out. */
export const SkillList = (props: { skillIds: readonly string[]; architecture: TArchitecture; headingLevel: 3 | 4 }) => {
  const skills = props.skillIds.flatMap((id) => props.architecture.skillMap[id] ?? []);
  return (
    <ul className="space-y-3">
      {skills.map((skill) => (
        <SkillItem
          key={skill.id}
          skill={skill}
          contentMap={props.architecture.contentMap}
          headingLevel={props.headingLevel}
        />
      ))}
    </ul>
  );
};
