import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@questline/domain/constants';
import { z } from 'zod';

const ZLocaleTexts = z.object({
  name: z.string(),
  description: z.string(),
  notFound: z.string(),
  /** Page titles by path. */
  titles: z.record(z.string(), z.string()),
});

/** Per locale, the texts a page's head carries: the web build's `head-texts.json` (apps/web/vite.config.ts). */
export type THeadTexts = Record<string, z.infer<typeof ZLocaleTexts>>;

const ZHeadTexts = z
  .record(z.string(), ZLocaleTexts)
  .refine((texts) => DEFAULT_LOCALE in texts, { message: `no ${DEFAULT_LOCALE} texts` });

/** The build's head texts, or null when the build has none (an API-only server, or a web build that predates them). */
export const readHeadTexts = (webDist: string): THeadTexts | null => {
  const file = path.join(webDist, 'head-texts.json');
  if (!fs.existsSync(file)) return null;
  return ZHeadTexts.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
};
