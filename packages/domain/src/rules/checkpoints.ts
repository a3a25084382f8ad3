/** Checkpoints of §3.10 and §4.5: assessment nodes grouped by their And/Or relations. */

import { isPathwayComplete, type TPathwayMission } from './navigation';

export type TCheckpointNode = {
  id: string;
  type: string;
  /** The published item's title and slug, for the checkpoint dialog and summary; null when not published. */
  title?: string | null;
  slug?: string | null;
  relation: 'And' | 'Or';
  status: { completed: boolean };
  submittedTime?: string | null;
};

export type TReward = { itemId: string; packageId?: string };

export type TCheckpoint = { nodes: TCheckpointNode[]; badgeRewards?: TReward[]; assetRewards?: TReward[] };

/**
 * A node whose relation is 'And' starts a new group; the following non-And nodes join it as alternatives.
 * A leading 'Or' (nothing to join yet) starts the first group.
 */
export const checkpointGroups = (nodes: readonly TCheckpointNode[]): TCheckpointNode[][] => {
  const groups: TCheckpointNode[][] = [];
  for (const node of nodes) {
    const last = groups.at(-1);
    if (node.relation === 'And' || !last) groups.push([node]);
    else last.push(node);
  }
  return groups;
};

/** A group is complete when any of its members is. */
export const isGroupComplete = (group: readonly TCheckpointNode[]) => group.some((node) => node.status.completed);

/** Everything the checkpoint dialog and summary derive (§3.10). */
export const checkpointProgress = (checkpoint: TCheckpoint, options: { summary?: boolean } = {}) => {
  const groups = checkpointGroups(checkpoint.nodes);
  const completedGroups = groups.filter(isGroupComplete).length;
  const completed = groups.length > 0 && completedGroups === groups.length;
  const completedPercent = options.summary ? 1 : groups.length === 0 ? 0 : completedGroups / groups.length;
  const groupMap: Record<string, number> = {};
  groups.forEach((group, index) => {
    for (const node of group) groupMap[node.id] = index;
  });
  const badges = checkpoint.badgeRewards ?? [];
  const assets = checkpoint.assetRewards ?? [];
  return {
    groups,
    groupMap,
    completion: { completed: completedGroups, total: groups.length },
    completedPercent,
    completed,
    // Rewards unlock when the whole checkpoint is complete.
    unlockedBadges: completed ? badges : [],
    lockedBadges: completed ? [] : badges,
    unlockedAssets: completed ? assets : [],
    lockedAssets: completed ? [] : assets,
  };
};

/**
 * A pathway's checkpoint progress (§4.4, §4.5). A pathway with assessment items has them as its checkpoint. One
 * without has its missions as nodes (`byMissions`), and is complete as §4.4 says: when a root mission chain is
 * completed through its dependents, even with other missions left; then it counts as 100 % and its rewards unlock.
 */
export const pathwayCheckpointProgress = (
  checkpoint: TCheckpoint,
  missions: readonly TPathwayMission[],
  options: { byMissions: boolean },
) => {
  const progress = checkpointProgress(checkpoint);
  if (!options.byMissions) return progress;
  const completed = isPathwayComplete(missions);
  const badges = checkpoint.badgeRewards ?? [];
  const assets = checkpoint.assetRewards ?? [];
  return {
    ...progress,
    completed,
    completedPercent: completed ? 1 : progress.completedPercent,
    unlockedBadges: completed ? badges : [],
    lockedBadges: completed ? [] : badges,
    unlockedAssets: completed ? assets : [],
    lockedAssets: completed ? [] : assets,
  };
};
