import { z } from 'zod';
import { languages } from './i18n.ts';

const linkSchema = z.object({ name: z.string(), url: z.string() });

/** The operator's public details, kept in the server's `settings` table. */
const operatorSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  social: z.array(linkSchema),
  chat: z.array(linkSchema),
});
export type Operator = z.infer<typeof operatorSchema>;

/** Embedded in index.html as `<script id="giro-data">` and answered by `GET /api/site`. */
export const siteDataSchema = z.object({
  domain_name: z.string(),
  locale: z.enum(languages),
  operator: operatorSchema,
  /** True while test payments are on (the payment sandbox): every page says so. */
  demo: z.boolean().optional(),
});
export type SiteData = z.infer<typeof siteDataSchema>;
