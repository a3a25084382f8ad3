/** Learner navigation and completion (§4.4): what comes next for a learner, and what counts as complete. */

/** A node of the learner progress tree (§3.10), as far as navigation reads it. */
export type TProgressNode = {
  id: string;
  type: string;
  status: { completed: boolean };
  subNodes?: readonly TProgressNode[];
};

/** What a learner moves through inside a mission set: tutorials and quizzes, and checkpoints when required. */
const isStop = (node: TProgressNode, withCheckpoints: boolean) =>
  node.type === 'tutorial' || node.type === 'quiz' || (withCheckpoints && node.type === 'checkpoint');

/**
 * The next uncompleted node after `currentId` (§4.4): a tutorial or quiz, or an uncompleted checkpoint when
 * checkpoints are required; the search cycles back to the first node. Null when every such node is completed.
 */
export const nextUncompletedNode = (
  nodes: readonly TProgressNode[],
  currentId: string | null,
  options: { withCheckpoints?: boolean } = {},
): TProgressNode | null => {
  const start = nodes.findIndex((node) => node.id === currentId) + 1;
  for (let step = 0; step < nodes.length; step++) {
    const node = nodes[(start + step) % nodes.length] as TProgressNode;
    if (isStop(node, options.withCheckpoints ?? false) && !node.status.completed) return node;
  }
  return null;
};

/** A mission inside a pathway: its prerequisites and completion (§3.3, §3.10). */
export type TPathwayMission = { id: string; prerequisiteIds: readonly string[]; completed: boolean };

/** Prerequisites counted inside the pathway only: a prerequisite outside it never blocks its missions. */
const inside = (missions: readonly TPathwayMission[]) => {
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  const prerequisites = (mission: TPathwayMission) => mission.prerequisiteIds.filter((id) => byId.has(id));
  const dependents = (id: string) => missions.filter((mission) => prerequisites(mission).includes(id));
  const available = (mission: TPathwayMission) =>
    !mission.completed && prerequisites(mission).every((id) => byId.get(id)?.completed);
  return { byId, prerequisites, dependents, available };
};

/** Root missions (§4.4): those with no prerequisite inside the pathway, in pathway order. */
export const rootMissions = (missions: readonly TPathwayMission[]) => {
  const { prerequisites } = inside(missions);
  return missions.filter((mission) => prerequisites(mission).length === 0);
};

/**
 * The next missions after `missionId` (§4.4): its dependents that are not completed and whose prerequisites all
 * are. When there are none, the pathway is walked from its roots, breadth first, and the first missions found
 * available in that walk are answered.
 */
export const nextMissions = (missions: readonly TPathwayMission[], missionId: string | null): TPathwayMission[] => {
  const graph = inside(missions);
  const direct = missionId ? graph.dependents(missionId).filter(graph.available) : [];
  if (direct.length) return direct;
  const seen = new Set<string>();
  let level = rootMissions(missions);
  while (level.length) {
    const found = level.filter(graph.available);
    if (found.length) return found;
    for (const mission of level) seen.add(mission.id);
    level = [...new Set(level.flatMap((mission) => graph.dependents(mission.id)))].filter(
      (mission) => !seen.has(mission.id),
    );
  }
  return [];
};

/**
 * The mission a pathway page opens on (§4.4): the requested one when it belongs to the pathway, else the first
 * root mission; when that mission is completed, the next available mission (none left: the mission itself).
 */
export const currentPathwayMission = (
  missions: readonly TPathwayMission[],
  requestedId?: string | null,
): TPathwayMission | null => {
  const chosen = missions.find((mission) => mission.id === requestedId) ?? rootMissions(missions)[0] ?? null;
  if (!chosen?.completed) return chosen;
  return nextMissions(missions, chosen.id)[0] ?? chosen;
};

/**
 * A pathway is complete when a root mission chain is completed through its dependents (§4.4): some path from a
 * root, following dependents, reaches a mission with no dependents, every mission on it completed. A pathway
 * without missions is never complete.
 */
export const isPathwayComplete = (missions: readonly TPathwayMission[]) => {
  const graph = inside(missions);
  const completedChain = (mission: TPathwayMission, path: ReadonlySet<string>): boolean => {
    if (!mission.completed) return false;
    const next = graph.dependents(mission.id).filter((dependent) => !path.has(dependent.id));
    return next.length === 0 || next.some((dependent) => completedChain(dependent, new Set([...path, dependent.id])));
  };
  return rootMissions(missions).some((root) => completedChain(root, new Set([root.id])));
};

/** A progress record as navigation reads it (§3.10). */
export type TProgressRecord = {
  completed: boolean;
  withAll?: boolean;
  updatedTime?: string | null;
  recordVersions?: Readonly<Record<string, { completed: boolean }>>;
  nextRecordData?: { itemId: string; type: string } | null;
};

/**
 * Whether a record counts as completed (§4.4): projects and courses that are not 'withAll' are completed per
 * version (recordVersions), every other record by its own flag.
 */
export const isRecordCompleted = (record: TProgressRecord | null | undefined, versionId?: string | number | null) => {
  if (!record) return false;
  if (record.withAll !== false || versionId === undefined || versionId === null) return record.completed;
  return record.recordVersions?.[String(versionId)]?.completed === true;
};

/** A project's or course's next item comes from its record's nextRecordData (§4.4). */
export const nextItemOfRecord = (record: TProgressRecord | null | undefined) => record?.nextRecordData ?? null;

/**
 * The 'next' item of a container (§4.4): the most recently updated item when it is not completed; otherwise the
 * next one after it, in circular order, that has no record or is not completed. Nothing (null) when the whole
 * container is completed, or when the answer equals `previousNextId` (unchanged: nothing to send).
 */
export const nextItemId = (
  itemIds: readonly string[],
  records: Readonly<Record<string, TProgressRecord | undefined>>,
  options: { containerCompleted?: boolean; previousNextId?: string | null } = {},
): string | null => {
  if (options.containerCompleted || itemIds.length === 0) return null;
  let latest = -1;
  let latestTime = Number.NEGATIVE_INFINITY;
  itemIds.forEach((id, index) => {
    const time = Date.parse(records[id]?.updatedTime ?? '');
    if (!Number.isNaN(time) && time > latestTime) {
      latest = index;
      latestTime = time;
    }
  });
  const open = (id: string) => !records[id]?.completed;
  let next: string | null = null;
  if (latest >= 0 && open(itemIds[latest] as string)) next = itemIds[latest] as string;
  else {
    for (let step = 1; step <= itemIds.length && next === null; step++) {
      const id = itemIds[(latest + step) % itemIds.length] as string;
      if (open(id)) next = id;
    }
  }
  return next === options.previousNextId ? null : next;
};

/**
 * A quiz's next question (§4.4): the first question with no answers after `currentIndex`, cycling back to the
 * start; null when every question has answers.
 */
export const nextQuestionIndex = (
  answers: readonly (readonly unknown[] | null | undefined)[],
  currentIndex = -1,
): number | null => {
  for (let step = 1; step <= answers.length; step++) {
    const index = (((currentIndex + step) % answers.length) + answers.length) % answers.length;
    if (!answers[index]?.length) return index;
  }
  return null;
};

/** A mission content set counts as completed only when the node and, recursively, its group subnodes are (§4.4). */
export const isContentSetCompleted = (node: TProgressNode): boolean =>
  node.status.completed && (node.subNodes ?? []).every(isContentSetCompleted);

/**
 * The set a learner follows in a mission (§4.3): the requested set, unless it is deprecated or gone, in which case
 * the default set.
 */
export const learnerContentSet = (
  mission: {
    defaultSet?: string | null;
    customContents?: readonly { id: string; deprecated?: boolean }[];
  },
  requestedSetId: string | null | undefined,
) => {
  const requested = mission.customContents?.find((set) => set.id === requestedSetId);
  return requested && !requested.deprecated ? requested.id : (mission.defaultSet ?? null);
};
