import { z } from 'zod';

/** The external apps of the header's app switcher (§2.3). */
export const EXTERNAL_APP_IDS = ['assetStore', 'dashboard', 'distribute', 'forum'] as const;
export const ZExternalAppId = z.enum(EXTERNAL_APP_IDS);
export type TExternalAppId = z.infer<typeof ZExternalAppId>;

/** An app's state in its store (§9: most are published, one is in beta); the switcher labels a beta app so. */
export const EXTERNAL_APP_STATUSES = ['published', 'beta'] as const;

/** One external app, the address the operator runs it at (EXTERNAL_APPS) and its state (EXTERNAL_APPS_BETA). */
export const ZExternalApp = z.object({
  id: ZExternalAppId,
  url: z.url({ protocol: /^https?$/ }),
  status: z.enum(EXTERNAL_APP_STATUSES),
});
export type TExternalApp = z.infer<typeof ZExternalApp>;

/** GET /api/apps: the configured external apps, in configured order. */
export const ZExternalApps = z.object({ apps: z.array(ZExternalApp) });
export type TExternalApps = z.infer<typeof ZExternalApps>;
