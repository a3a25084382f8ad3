import { itemId } from '@questline/domain/ids';
import { SUBMISSION_TYPES } from '@questline/domain/schemas/editor-content';
import type { TSubmission } from '@questline/domain/schemas/submission';
import type { TContentRow } from '../content/content.repository';
import type { TBuildRow, TSubmissionRow } from './submissions.repository';
import { playUrlOf } from './webgl-build';

type TSubmissionType = TSubmission['submissionType'];
const submissionTypeOf = (value: string): TSubmissionType =>
  (SUBMISSION_TYPES as readonly string[]).includes(value) ? (value as TSubmissionType) : 'link';

/** The published steps of a tutorial, as its document holds them. */
const sectionIdsOf = (tutorial: TContentRow | undefined) => {
  const sections = (tutorial?.published as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.map((section) => String((section as { id?: unknown })?.id ?? '')) : [];
};

/** Where the step a submission answers sits among its tutorial's published steps; null once it is gone. */
export const stepIndexOf = (tutorial: TContentRow | undefined, sectionId: string) => {
  const index = sectionIdsOf(tutorial).indexOf(sectionId);
  return index < 0 ? null : index;
};

/** §3.12 Submission (with webGLProject for builds); thumbnails are files served at /files/{id}. */
export const presentSubmission = (
  row: TSubmissionRow,
  context: { build: TBuildRow | undefined; tutorial: TContentRow | undefined; playBaseUrl: string },
): TSubmission => {
  const thumbnail = row.thumbnailFileId ? { url: `/files/${row.thumbnailFileId}` } : null;
  const { build } = context;
  return {
    id: itemId('submission', row.id),
    title: row.title,
    descPlain: row.description,
    thumbnail,
    authorId: row.authorId,
    tutorialId: itemId('tutorial', row.tutorialId),
    sectionId: row.sectionId,
    stepIndex: stepIndexOf(context.tutorial, row.sectionId),
    submissionType: submissionTypeOf(row.submissionType),
    webGLProject: build
      ? {
          title: row.title,
          description: row.description,
          playCount: row.playCount,
          likeCount: row.likeCount,
          thumbnail,
          slug: build.slug,
          playUrl: playUrlOf(context.playBaseUrl, build.slug),
        }
      : null,
    url: row.url,
    isPrivate: row.isPrivate,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    playCount: row.playCount,
    createdTime: row.createdAt.toISOString(),
  };
};

/** The author line of a submission: display name, avatar and profile link (§2.8). */
export const presentAuthor = (user: {
  id: string;
  name: string;
  image: string | null;
  customProfileUrl: string | null;
}) => ({
  id: user.id,
  displayName: user.name,
  avatar: user.image,
  profileUrl: `/u/${user.customProfileUrl ?? user.id}`,
});

export const presentTutorial = (row: TContentRow) => ({
  id: itemId('tutorial', row.id),
  slug: row.slug,
  title: row.card?.title ?? String((row.published as { title?: unknown } | null)?.title ?? ''),
});
