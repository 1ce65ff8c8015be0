import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

/** One imported version of the SDN list. */
const sanctionsListVersionSchema = z.object({
  version: z.number().int(),
  imported_at: isoDate,
  imported_by: z.string(),
  /** A console upload, the settings' URL, or the snapshot the demo ships. */
  source: z.enum(['upload', 'url', 'snapshot']),
  source_url: z.string().nullable(),
  entries: z.number().int(),
  sha256: z.string(),
  /** When it was last known current: its import, or a later fetch of the same file. */
  checked_at: isoDate,
});
export type SanctionsListVersion = z.infer<typeof sanctionsListVersionSchema>;
export const sanctionsListVersionsSchema = z.array(sanctionsListVersionSchema);

/** An import's answer: the version screening now uses; `unchanged` if the file was the same. */
export const sanctionsImportResultSchema = z.object({
  list: sanctionsListVersionSchema,
  unchanged: z.boolean(),
});
export type SanctionsImportResult = z.infer<typeof sanctionsImportResultSchema>;

/**
 * An import whose list has under half the entries of the one in force (a cut or forged file
 * would switch screening off) is refused unless the admin confirms it was meant.
 */
export const sanctionsImportQuerySchema = z.object({
  confirm_smaller: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});
