import { AssessmentsField, assessmentItemsOf, type TAssessment } from './assessments-field';
import type { TEditorItem } from './parts/display-map';

/** The mission assessments form's values (FORMS.draft.mission.assessments). */
export type TMissionAssessmentsValues = { assessmentItem: TAssessment[] };

/** The draft's assessment list (§3.3 draftAssessmentItem), else the item's. */
export const missionAssessmentsDefaults = (item: TEditorItem): TMissionAssessmentsValues => ({
  assessmentItem: assessmentItemsOf(
    Array.isArray(item.draftAssessmentItem) ? item.draftAssessmentItem : item.assessmentItem,
  ),
});

/** The mission Assessments tab (§2.13): the And/Or list of tutorials, quizzes, projects, courses and missions. */
export const MissionAssessmentsForm = ({ item }: { item: TEditorItem }) => (
  <AssessmentsField
    name="assessmentItem"
    types={['tutorial', 'quiz', 'project', 'course', 'mission']}
    item={item}
    excludeIds={typeof item.id === 'string' ? [item.id] : []}
  />
);
