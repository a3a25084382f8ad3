import type { CONTENT_SKILL_LEVELS } from '@questline/domain/constants';
import { criterion } from '@questline/domain/rules/search-criteria';
import type { TSearchType } from '@questline/domain/schemas/search';

/** A yes/no filter: '' leaves it out. */
export type TYesNo = '' | 'true' | 'false';

/** The admin search filters (§2.6, §9); '' and empty lists mean "any". */
export type TAdminFilters = {
  keyword: string;
  skillLevels: (typeof CONTENT_SKILL_LEVELS)[number][];
  types: TSearchType[];
  experience: string;
  duration: string;
  tag: string;
  industry: string;
  engineVersion: string;
  language: string;
  premium: TYesNo;
  hidden: TYesNo;
  status: '' | 'draft' | 'published';
  instructionTime: string;
  age: string;
};

export const EMPTY_ADMIN_FILTERS: TAdminFilters = {
  keyword: '',
  skillLevels: [],
  types: [],
  experience: '',
  duration: '',
  tag: '',
  industry: '',
  engineVersion: '',
  language: '',
  premium: '',
  hidden: '',
  status: '',
  instructionTime: '',
  age: '',
};

/**
 * The criteria (`k`) the filters send: repeated skillLevel and type criteria (OR within a key), one criterion per
 * other filter that is set (AND across keys), the keyword through the domain's cleaning.
 */
export const adminCriteria = (filters: TAdminFilters): string[] => {
  const single = (
    [
      ['experience', filters.experience],
      ['duration', filters.duration],
      ['tag', filters.tag],
      ['industry', filters.industry],
      ['engineVersion', filters.engineVersion.trim()],
      ['language', filters.language],
      ['premium', filters.premium],
      ['hidden', filters.hidden],
      ['status', filters.status],
      ['instructionTime', filters.instructionTime],
      ['age', filters.age],
    ] as const
  ).filter(([, value]) => value !== '');
  const keyword = criterion('query', filters.keyword);
  return [
    ...(keyword === 'query:' ? [] : [keyword]),
    ...filters.skillLevels.map((level) => criterion('skillLevel', level)),
    ...filters.types.map((type) => criterion('type', type)),
    ...single.map(([key, value]) => criterion(key, value)),
  ];
};
