import { richTextPlain, type TRichTextNode } from './rich-text';

/** How many tips of one step, and how many characters of one tip, a tutorial's tipMap carries. */
export const TIP_MAP_LIMITS = { tipsPerStep: 20, tipLength: 500 } as const;

/** One step's tips (§3.4 tipMap): the plain text of each 'tip' callout of its body, in reading order. */
export type TStepTips = { id: string; tips: string[] };

const tipsIn = (node: TRichTextNode | null | undefined, found: string[]) => {
  if (!node || found.length >= TIP_MAP_LIMITS.tipsPerStep) return;
  if (node.type === 'callout' && node.attrs?.kind === 'tip') {
    const text = richTextPlain(node);
    if (text)
      found.push(text.length > TIP_MAP_LIMITS.tipLength ? `${text.slice(0, TIP_MAP_LIMITS.tipLength - 1)}…` : text);
    return;
  }
  for (const child of node.content ?? []) tipsIn(child, found);
};

/**
 * A tutorial's tips by step (§3.4, §7.4 tutorialData.tipMap): the tips its authors wrote into the steps as 'tip'
 * callouts (the rich text's note, tip, warning and important boxes), keyed by the step's id. Steps without a tip are
 * left out.
 */
export const tutorialTipMap = (
  sections: readonly { id: string; body?: TRichTextNode | null }[] | undefined,
): Record<string, TStepTips> =>
  Object.fromEntries(
    (sections ?? []).flatMap((section) => {
      const tips: string[] = [];
      tipsIn(section.body, tips);
      return tips.length ? [[section.id, { id: section.id, tips }]] : [];
    }),
  );
