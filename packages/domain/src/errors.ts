/** The error catalogue of spec §8, grouped as there, plus the platform keys of DESIGN §4. */

export const FORM_FIELD_ERRORS = [
  'error_isRequired',
  'error_URL',
  'error_lessZero',
  'error_lessOne',
  'error_prefix_skill',
  'error_prefix_competency',
  'project_fields_required',
] as const;

export const CONTENT_RULE_ERRORS = [
  'liveSession_contentIds_max_1',
  'liveSession_InvalidParameter_empty_projectIds',
  'liveSession_InvalidParameter_empty_thumbnail',
  'tutorial_exceed_lab_limit_1',
  'tutorial_exercise_exceed_submission_limit_1',
  'tutorial_title_too_long',
  'project_InvalidParameter_empty_tutorialIds',
  'course_InvalidParameter_empty_contentIds',
  'quiz_InvalidParameter_empty_questions',
  'quiz_InvalidParameter_options_min_2',
  'quiz_InvalidParameter_question_correct_min_1',
  'mission_InvalidParameter_map',
  'mission_InvalidParameter_competency',
  'mission_InvalidParameter_assessments',
  'mission_InvalidParameter_pathway_assessments',
  'pathway_InvalidParameter_assessments',
  'pathway_InvalidParameter_mission_assessments',
  'pathway_InvalidParameter_highlight',
  // The internal-only set messages of §5; params {title, type} and, on save, {setTitle}.
  'mission_internalOnly_cannot_add',
  'mission_set_contains_internalOnly',
  // Keys in the same style for §5 rules the spec states without a key.
  'mission_InvalidParameter_freeAssets_duplicate',
  'mission_InvalidParameter_set',
  'points_InvalidParameter_max_total',
  // Rich text: a code block past CODE_BLOCK_MAX_LINES; an image published without alt text (params {path}).
  'richText_codeBlock_too_long',
  'richText_image_alt_required',
  // A project or course may only contain published items; params {ids}.
  'content_InvalidParameter_unpublished',
  // A quiz whose pass mark exceeds its questions could never be passed.
  'quiz_InvalidParameter_passNumber_max_questions',
] as const;

export const UPLOAD_ERRORS = [
  'upload_InvalidParameter_forbidden_file_type',
  'upload_InvalidParameter_attachment_too_large_1_GB',
  'upload_InvalidParameter_attachment_too_large_3_GB',
  'upload_InvalidParameter_attachment_too_large_50_GB',
  'upload_file_invalid',
  // A user's uploads and unpacked builds past their storage quota; params {limit} (e.g. "2 GB").
  'storage_quota_exceeded',
  // A resumable upload that sent more bytes than its Upload-Length.
  'upload_length_exceeded',
  // A video upload to a server without ffmpeg: nothing could turn it into a stream (the editor says so beforehand).
  'video_transcoding_unavailable',
  'importJson_InvalidParameter_description',
  'importJson_InvalidParameter_careerGoals',
  'importJson_InvalidParameter_objective',
  'importJson_json_expired',
  // Keys in the same style for an imported file that is not an exported item (not JSON, another format or version,
  // parts missing), and for an exported item of another type than the editor's (params {type}).
  'importJson_InvalidParameter_format',
  'importJson_InvalidParameter_type',
] as const;

export const SUBMISSION_ERRORS = [
  'submission_ResourceNotFound_step',
  'submission_detail_AuthorizationError',
  'invalid_version_range',
  // Keys in the same style for a WebGL build's zip (§3.12 webGLProject): not a readable zip; an entry whose path
  // climbs out (`..`), is absolute, is a symlink or is repeated; past WEBGL_BUILD_LIMITS (unpacked size, entries);
  // no index.html at the root or in one top folder. A submission naming a build that is not the learner's own, or a
  // step of another submission type, is refused as invalid.
  'submission_InvalidParameter_webgl_invalid_zip',
  'submission_InvalidParameter_webgl_unsafe_path',
  'submission_InvalidParameter_webgl_too_large',
  'submission_InvalidParameter_webgl_too_many_files',
  'submission_InvalidParameter_webgl_index_missing',
  'submission_InvalidParameter_build',
  // A build whose entries unpack to more than WEBGL_BUILD_LIMITS' ratio of the uploaded zip (a zip bomb).
  'submission_InvalidParameter_webgl_compression_ratio',
] as const;

export const PAYMENT_ERRORS = ['paymentItem_InternalServerError'] as const;

export const SOCIAL_ERRORS = [
  'project_tags_limit',
  'project_ContributorAlreadyExist',
  'not_valid_email',
  'should_select_user',
  'you_are_blocked',
  'group_can_not_delete',
  'group_name_duplicate',
  'group_GroupOwnerLeave',
  'repost_validation_failed',
  'post_deleted',
  'post_can_not_be_empty',
  'post_ThrottlingError',
  'post_AuthorizationError',
] as const;

/** Taking a quiz (§3.6, §3.10): keys in the spec's style for rules it states without one. */
export const QUIZ_ATTEMPT_ERRORS = [
  // A failed attempt freezes new ones for freezingTimeInHours; params {until} (ISO time).
  'quiz_attempt_frozen',
  // The answers name an attempt that is finished or not the learner's current one.
  'quiz_attempt_finished',
  // A question is answered once per attempt.
  'quiz_question_answered',
] as const;

/** Registering for a live session (§4.6): only opening sessions take registrations; premium ones only premium learners. */
export const LIVE_SESSION_ERRORS = ['liveSession_registration_closed', 'premium_required'] as const;

/**
 * Embeds (§8) and, in the same style, resolving a pasted URL through its provider's oEmbed endpoint: a URL of no
 * allowed provider (or not one of its embeddable pages), a page the provider will not embed (private, removed,
 * embedding off), and a provider that did not answer in time or answered something unusable.
 */
export const EMBED_ERRORS = [
  'blocked_message_functional',
  'blocked_message_targeting',
  'embed_url_unsupported',
  'embed_not_embeddable',
  'embed_provider_unavailable',
] as const;

/**
 * Subtitles uploaded with a video (§2.16, §9): keys in the uploads' style for a file that is not WebVTT (no header,
 * unreadable or no cues) and one past the size cap (SUBTITLE_MAX_BYTES).
 */
export const SUBTITLE_ERRORS = [
  'subtitle_InvalidParameter_not_webvtt',
  'subtitle_InvalidParameter_too_large_1_MB',
  // More cues than SUBTITLE_MAX_CUES; params {max}.
  'subtitle_InvalidParameter_too_many_cues',
] as const;

/**
 * Image variants (§9, `/files/{id}/w/{width}.{format}`): a width that is not one of the variant widths (params
 * {widths}), a format the image is not served in (params {formats}), and a file that has no variants at all (a GIF,
 * an SVG, a file that is not an image, or one whose pixels cannot be decoded).
 */
export const IMAGE_ERRORS = [
  'image_InvalidParameter_width',
  'image_InvalidParameter_format',
  'image_variants_unavailable',
  // An upload past the pixel budget (IMAGE_MAX_PIXELS); params {maxMegapixels}.
  'image_InvalidParameter_dimensions',
] as const;

/**
 * The settings form (§3.10, §3.12): a custom profile URL that is malformed or a reserved word, one another user
 * holds (or another user's id), a saved tag id naming no tag of its kind, a theme not of THEMES and a time zone the
 * runtime does not know.
 */
export const SETTINGS_ERRORS = [
  'settings_customProfileUrl_invalid',
  'settings_customProfileUrl_taken',
  'settings_tag_unknown',
  'settings_theme_invalid',
  'settings_timeZone_invalid',
] as const;

/**
 * Groups and posts (§1, §8 social keys), in the social keys' style: a group name or a post past its length, more
 * addresses in one invitation than GROUP_INVITATION_MAX, an invitation that is not (or no longer) the user's, and a
 * second report of one post by one member.
 */
export const GROUP_ERRORS = [
  'group_name_too_long',
  'post_too_long',
  'group_invitations_too_many',
  'group_invitation_not_found',
  'post_already_reported',
] as const;

/**
 * Comments on tutorial steps (§1, §2.9, §8 social keys), in the social keys' style: a comment past COMMENT_MAX_LENGTH
 * (params {max}), a report of type 'other' without its written reason, a second report of one comment by one user, and
 * a reply to a reply (comments take one level of replies).
 */
export const COMMENT_ERRORS = [
  'comment_too_long',
  'comment_report_reason_required',
  'comment_already_reported',
  'comment_reply_to_reply',
] as const;

/**
 * Ratings and reviews of items, in the comments' style: a rating by a learner who has not started the item (403), a
 * value other than a whole 1 to 5, a review past RATING_REVIEW_MAX_LENGTH, and a second report of one
 * review by one user.
 */
export const RATING_ERRORS = [
  'rating_not_started',
  'rating_value_invalid',
  'rating_review_too_long',
  'rating_already_reported',
] as const;

/**
 * Two-factor authentication (TFA_ENABLED, §9), in the platform keys' style: a wrong TOTP or backup code, a sign-in
 * challenge that expired or was already used, too many wrong codes for one challenge (or a locked account), an
 * enrolment while the flag is off, and enrolling twice or confirming without an enrolment.
 */
export const TFA_ERRORS = [
  'tfa_invalid_code',
  'tfa_challenge_expired',
  'tfa_too_many_attempts',
  'tfa_disabled',
  'tfa_already_enabled',
  'tfa_not_enabled',
] as const;

/**
 * The educator lab's seats (§2.15 assignSeats), in the platform keys' style: a member's seats are all taken (params
 * {max}), an address already holds one of the member's seats, and removing an address that holds none. A malformed
 * address is the social keys' not_valid_email.
 */
export const EDLAB_ERRORS = ['edlab_seats_limit_reached', 'edlab_seat_exists', 'edlab_seat_not_found'] as const;

/**
 * User administration (§6), in the platform keys' style: a change that would leave no super admin (taking the role
 * from, or disabling, the last one), and an admin disabling their own account.
 */
export const ADMIN_ERRORS = ['admin_last_super_admin', 'admin_cannot_disable_self'] as const;

/**
 * A project's contributors (§8 project_ContributorAlreadyExist, decision 0074), in the platform keys' style: the
 * e-mail address or profile name given names no user, and removing someone who is not a contributor of the project.
 */
export const PROJECT_CONTRIBUTOR_ERRORS = [
  'project_contributor_user_not_found',
  'project_contributor_not_found',
] as const;

/**
 * Account self-service in settings, in the platform keys' style: the current password given to change the password,
 * turn two-factor authentication on or off or delete the account is not the user's (better-auth's INVALID_PASSWORD).
 * (The last super admin deleting their own account is ADMIN_ERRORS' admin_last_super_admin.)
 */
export const ACCOUNT_ERRORS = ['auth_wrong_password'] as const;

/**
 * E-mail (modules/mail), in the platform keys' style: a password-reset link that is unknown, expired or already used,
 * and posting (comments, submissions, group posts and reposts) while the address is not yet confirmed (403; only
 * while SMTP_URL is set).
 */
export const EMAIL_ERRORS = ['auth_reset_token_invalid', 'auth_email_not_verified'] as const;

/** Keys the spec has no word for, in its style (DESIGN §4). */
/**
 * Built-in labs (decision 0073), in the platform keys' style: a lab to publish without a check; lab code that does not
 * compile (params {line, reason}, the field named); a completion whose checks fail when the server runs them again, or
 * that was made against an earlier version of the lab; learner code that ran past the time or memory limit; a step
 * completed by the plain step record although its lab must be passed.
 */
export const LAB_ERRORS = [
  'lab_checks_required',
  'lab_syntax_error',
  'lab_checks_failed',
  'lab_stale',
  'lab_timeout',
  'lab_memory',
  'lab_verification_required',
] as const;

export const PLATFORM_ERRORS = [
  'auth_required',
  'auth_invalid_credentials',
  'auth_email_taken',
  'auth_password_too_short',
  'auth_password_too_common',
  // The /setup form's two passwords differ; the first-run setup link is expired, used, replaced, or a super admin exists.
  'auth_password_mismatch',
  'setup_not_available',
  // A sign-in (or a two-factor confirmation) of an account an admin disabled.
  'auth_account_disabled',
  // A sign-up or password-reset request whose captcha solution is missing, wrong, expired or already used.
  'captcha_invalid',
  'forbidden',
  'not_found',
  'invalid_json',
  'invalid_request',
  // A path with a percent-encoded unreserved character or an encoding that is not UTF-8, and one past the length cap.
  'invalid_path',
  'uri_too_long',
  // JSON (or rich text) nested deeper than MAX_JSON_DEPTH, and text that is not valid Unicode (a lone surrogate).
  'request_too_deep',
  'invalid_unicode',
  'invalid_locale',
  'invalid_region',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'request_timeout',
  'resource_updated_elsewhere',
  // A save of an existing item without If-Match (DESIGN §4): it does not say which revision it was made from.
  'precondition_required',
  'internal_error',
  'service_unavailable',
] as const;

/**
 * Saving several items to My Learning at once (§2.6 select all): an entry that names no item the learner may save,
 * in the style of the §8 ResourceNotFound keys; the entries are named in the error's fields (items.N).
 */
export const COLLECT_ERRORS = ['collect_ResourceNotFound_item'] as const;

/**
 * The xAPI statements query (GET /api/xapi/statements, decision 0077), in the §8 InvalidParameter style: an agent that
 * is not an Agent's JSON with one identifier, a verb or activity that is not an absolute IRI, a since or until that is
 * not an ISO 8601 instant, a limit outside 0 to 500, and a page cursor the server did not write.
 */
export const XAPI_ERRORS = [
  'xapi_InvalidParameter_agent',
  'xapi_InvalidParameter_verb',
  'xapi_InvalidParameter_activity',
  'xapi_InvalidParameter_since',
  'xapi_InvalidParameter_until',
  'xapi_InvalidParameter_limit',
  'xapi_InvalidParameter_cursor',
] as const;

export const ERROR_KEYS = [
  ...FORM_FIELD_ERRORS,
  ...CONTENT_RULE_ERRORS,
  ...UPLOAD_ERRORS,
  ...SUBMISSION_ERRORS,
  ...PAYMENT_ERRORS,
  ...SOCIAL_ERRORS,
  ...QUIZ_ATTEMPT_ERRORS,
  ...LIVE_SESSION_ERRORS,
  ...EMBED_ERRORS,
  ...SUBTITLE_ERRORS,
  ...IMAGE_ERRORS,
  ...SETTINGS_ERRORS,
  ...COMMENT_ERRORS,
  ...RATING_ERRORS,
  ...GROUP_ERRORS,
  ...TFA_ERRORS,
  ...EDLAB_ERRORS,
  ...ADMIN_ERRORS,
  ...PROJECT_CONTRIBUTOR_ERRORS,
  ...ACCOUNT_ERRORS,
  ...EMAIL_ERRORS,
  ...LAB_ERRORS,
  ...PLATFORM_ERRORS,
  ...COLLECT_ERRORS,
  ...XAPI_ERRORS,
] as const;
export type TErrorKey = (typeof ERROR_KEYS)[number];

/** Success and info message keys (§8): shown as toasts, never as errors. */
export const INFO_KEYS = [
  'changes_saved_successfully',
  'settings_saved',
  'saved_successfully',
  'saved_failed',
  'add_featured_post_success',
  'remove_featured_post_success',
  'repost_succeeded',
  // Groups and posts, in the same style: a delete that succeeded (a §8 social key), invitations sent, joined, left.
  'post_deleted',
  'group_deleted',
  'group_invitations_sent',
  'group_joined',
  'group_left',
] as const;
export type TInfoKey = (typeof INFO_KEYS)[number];

/** A field-level problem: the field's path and the key that explains it. */
export type TFieldError = { path: string; key: TErrorKey };

export type TErrorBody = {
  error: { key: TErrorKey; fields?: TFieldError[]; params?: Record<string, string | number> };
};

/** The one error type that domain and service code throw; the server maps its key to an HTTP status. */
export class AppError extends Error {
  readonly key: TErrorKey;
  readonly fields?: TFieldError[];
  readonly params?: Record<string, string | number>;

  constructor(key: TErrorKey, options: { fields?: TFieldError[]; params?: Record<string, string | number> } = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.fields = options.fields;
    this.params = options.params;
  }
}
