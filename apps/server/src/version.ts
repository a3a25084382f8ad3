import rootPackage from '../../../package.json' with { type: 'json' };

/** This release of Questline, as the root package.json names it: /api/health and the OpenAPI document report it. */
export const VERSION: string = rootPackage.version;
