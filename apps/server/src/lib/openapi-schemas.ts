import { ZRichText, ZRichTextNode } from '@questline/domain/rules/rich-text';
import * as account from '@questline/domain/schemas/account';
import * as adminUsers from '@questline/domain/schemas/admin-users';
import * as apps from '@questline/domain/schemas/apps';
import * as auth from '@questline/domain/schemas/auth';
import * as captcha from '@questline/domain/schemas/captcha';
import * as comments from '@questline/domain/schemas/comments';
import * as community from '@questline/domain/schemas/community';
import * as content from '@questline/domain/schemas/content';
import * as contentExtends from '@questline/domain/schemas/content-extends';
import * as contentTransfer from '@questline/domain/schemas/content-transfer';
import * as creator from '@questline/domain/schemas/creator';
import * as details from '@questline/domain/schemas/details';
import * as editorContent from '@questline/domain/schemas/editor-content';
import * as edlab from '@questline/domain/schemas/edlab';
import * as embeds from '@questline/domain/schemas/embeds';
import * as errors from '@questline/domain/schemas/errors';
import * as featured from '@questline/domain/schemas/featured';
import * as fields from '@questline/domain/schemas/fields';
import * as forms from '@questline/domain/schemas/forms';
import * as general from '@questline/domain/schemas/general';
import * as groups from '@questline/domain/schemas/groups';
import * as item from '@questline/domain/schemas/item';
import * as itemChanges from '@questline/domain/schemas/item-changes';
import * as learner from '@questline/domain/schemas/learner';
import * as learnerProgress from '@questline/domain/schemas/learner-progress';
import * as liveSession from '@questline/domain/schemas/live-session';
import * as media from '@questline/domain/schemas/media';
import * as moderation from '@questline/domain/schemas/moderation';
import * as profile from '@questline/domain/schemas/profile';
import * as progress from '@questline/domain/schemas/progress';
import * as projectContributors from '@questline/domain/schemas/project-contributors';
import * as quizProgress from '@questline/domain/schemas/quiz-progress';
import * as ratings from '@questline/domain/schemas/ratings';
import * as records from '@questline/domain/schemas/records';
import * as search from '@questline/domain/schemas/search';
import * as session from '@questline/domain/schemas/session';
import * as site from '@questline/domain/schemas/site';
import * as sitePages from '@questline/domain/schemas/site-pages';
import * as skills from '@questline/domain/schemas/skills';
import * as submission from '@questline/domain/schemas/submission';
import * as tours from '@questline/domain/schemas/tours';
import * as xapi from '@questline/domain/schemas/xapi';
import { z } from 'zod';

/**
 * The named components of the OpenAPI document: every structured `Z…` schema of packages/domain/src/schemas, named
 * without its `Z` (`ZMe` → `Me`; its request form, where it differs, `MeInput`), as zod's `.meta({ id })` would name
 * it in its global registry (where `.describe()` and `.meta()` keep descriptions too), which the type provider's
 * transforms read. A route that declares a domain schema, or one that holds it, refers to the component; what no route
 * uses is left out of the document (lib/openapi.ts). Plain strings, numbers, booleans and enums stay inline.
 */
export const openApiSchemas = z.globalRegistry;

const SCALARS = new Set(['string', 'number', 'int', 'boolean', 'enum', 'literal', 'bigint', 'date']);
/** Wrappers that describe the schema they hold, for what matters here. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

const isScalar = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; out?: z.core.$ZodType };
  if (SCALARS.has(def.type)) return true;
  if (WRAPPERS.has(def.type) && def.innerType) return isScalar(def.innerType);
  if (def.type === 'pipe' && def.out) return isScalar(def.out);
  return false;
};

/** Names a schema once (a schema exported twice keeps its first name), keeping the description it has. */
const register = (schema: z.core.$ZodType, id: string) => {
  const meta = openApiSchemas.get(schema);
  if (!meta?.id) openApiSchemas.add(schema, { ...meta, id });
};

// Recursive, so they must be components: rich text is a tree of nodes.
register(ZRichTextNode, 'RichTextNode');
register(ZRichText, 'RichText');
// A document is read as unknown first (its nesting is measured before the recursive schema reads it): what a request
// sends is a node all the same.
openApiSchemas.add((ZRichText as unknown as z.ZodPipe)._zod.def.in, {
  $ref: '#/components/schemas/RichTextNodeInput',
});
// Scalar, but long, and in every error answer.
register(errors.ZErrorKey, 'ErrorKey');
for (const module of [
  errors,
  session,
  account,
  adminUsers,
  apps,
  auth,
  captcha,
  comments,
  community,
  content,
  contentExtends,
  contentTransfer,
  creator,
  details,
  editorContent,
  edlab,
  embeds,
  featured,
  fields,
  forms,
  general,
  groups,
  item,
  itemChanges,
  learner,
  learnerProgress,
  liveSession,
  media,
  moderation,
  profile,
  progress,
  projectContributors,
  quizProgress,
  ratings,
  records,
  search,
  site,
  sitePages,
  skills,
  submission,
  tours,
  xapi,
] as Record<string, unknown>[]) {
  for (const [name, value] of Object.entries(module)) {
    if (/^Z[A-Z]/.test(name) && value instanceof z.ZodType && !isScalar(value)) register(value, name.slice(1));
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * What a publish (or mission validate) body may hold, as the API's document describes it: any field of the type's
 * forms as their saves take it, and `revision`. Nothing is required here: the body is merged over the saved draft,
 * and the domain's PUBLISH_SCHEMAS checks the whole. Documentation only, so it lives with the document.
 */
const publishBody = (type: forms.TAuthoredType) => {
  const shape: z.ZodRawShape = { ...forms.ZRevision.shape };
  for (const form of Object.values(forms.FORMS.draft[type])) Object.assign(shape, form.shape);
  return z.object(shape).partial();
};
export const PUBLISH_BODIES: Record<forms.TAuthoredType, z.ZodObject> = {
  tutorial: publishBody('tutorial'),
  project: publishBody('project'),
  course: publishBody('course'),
  liveSession: publishBody('liveSession'),
  quiz: publishBody('quiz'),
  skill: publishBody('skill'),
  competency: publishBody('competency'),
  mission: publishBody('mission'),
  pathway: publishBody('pathway'),
};
// The editor forms as a save takes them (`TutorialGeneralForm`, `MissionRecommendationsForm`, …), and what each type's
// publish takes (`TutorialPublish`): the bodies of the authoring writes.
for (const type of forms.AUTHORED_TYPES) {
  for (const form of forms.formsOf(type)) {
    const schema = forms.formSchema('draft', type, form);
    if (schema) register(schema, `${capitalised(type)}${capitalised(form)}Form`);
  }
  register(PUBLISH_BODIES[type], `${capitalised(type)}Publish`);
}

/**
 * A request body the service validates rather than the route, described by the named schemas it is parsed with: the
 * handler reads it as unknown, the document shows those schemas (all of them, when the body is read by several).
 * For bodies whose parse needs what only the service has, the stored item: a form save keeps the draft's estimation
 * when the body names none, a publish checks the body merged over the draft; and their refusals come after the
 * item's 401, 403, 404, 428 and 412, as the service finds them.
 */
export const validatedInService = (...schemas: [z.ZodType, ...z.ZodType[]]): z.ZodUnknown => {
  const refs = schemas.map((schema) => {
    const id = openApiSchemas.get(schema)?.id;
    if (!id) throw new Error('validatedInService: a schema without a component name');
    // The zod transform names a schema's request form `…Input` (lib/openapi-components.ts settles the names).
    return { $ref: `#/components/schemas/${id}Input` };
  });
  const body = z.unknown();
  openApiSchemas.add(body, refs.length === 1 ? { ...refs[0] } : { allOf: refs });
  return body;
};
