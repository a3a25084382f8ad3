import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TArchitecture, TArchitectureCompetency } from '../api/get-architecture';
import { EditLink } from './edit-link';
import { SkillList } from './skill-list';
import { StatusBadge } from './status-badge';

/** A competency as a region named by its title, listing its skills in order. */
const CompetencySection = (props: { competency: TArchitectureCompetency; architecture: TArchitecture }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const { competency } = props;
  const title = competency.title.trim() || t('dashboard.untitled');
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <StatusBadge status={competency.status} />
        <span className="ml-auto">
          <EditLink type="competency" id={competency.id} title={title} />
        </span>
      </div>
      <div className="mt-4">
        {competency.skillIds.length === 0 ? (
          <p className="text-sm text-slate-600">{t('dashboard.architecture.noSkills')}</p>
        ) : (
          <SkillList skillIds={competency.skillIds} architecture={props.architecture} headingLevel={4} />
        )}
      </div>
    </section>
  );
};

/** The skills no competency lists yet: a new skill shows here until a competency takes it. */
const looseSkillIds = (architecture: TArchitecture) => {
  const listed = new Set(architecture.competencies.flatMap((competency) => competency.skillIds));
  return Object.keys(architecture.skillMap).filter((id) => !listed.has(id));
};

export const CompetencySections = (props: { architecture: TArchitecture }) => {
  const { t } = useTranslation();
  const { competencies } = props.architecture;
  const loose = looseSkillIds(props.architecture);
  return (
    <>
      <section aria-labelledby="architecture-competencies">
        <h2 id="architecture-competencies" className="text-xl font-semibold text-slate-900">
          {t('dashboard.architecture.competencies')}
        </h2>
        {competencies.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('dashboard.architecture.noCompetencies')}</p>
        ) : (
          <div className="mt-4 space-y-4">
            {competencies.map((competency) => (
              <CompetencySection key={competency.id} competency={competency} architecture={props.architecture} />
            ))}
          </div>
        )}
      </section>
      {loose.length > 0 && (
        <section aria-labelledby="architecture-loose-skills">
          <h2 id="architecture-loose-skills" className="text-xl font-semibold text-slate-900">
            {t('dashboard.architecture.looseSkills')}
          </h2>
          <div className="mt-4">
            <SkillList skillIds={loose} architecture={props.architecture} headingLevel={3} />
          </div>
        </section>
      )}
    </>
  );
};
