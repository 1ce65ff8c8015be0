import { z } from 'zod';

/** Whose detail matched: the sender's name, the receiver's name or the receiver's document. */
const screenedParties = ['sender', 'receiver'] as const;
const screenedPartySchema = z.enum(screenedParties);

/**
 * How a party matched: by name (a score), by the document number found in an entry's remarks,
 * or a name with no Latin letters, which the list (written in Latin letters) cannot be compared
 * with and a person must look at.
 */
const matchKinds = ['name', 'document', 'unreadable_name'] as const;

/** One possible match of an order's party with an SDN entry, as the operator reviews it. */
export const screeningMatchSchema = z.object({
  party: screenedPartySchema,
  kind: z.enum(matchKinds),
  /** What the order says: the party's full name, or the receiver's document number. */
  screened: z.string(),
  /** The SDN entry (null for an unreadable name). */
  ent_num: z.number().int().nullable(),
  entry_name: z.string().nullable(),
  /** The name or alias of the entry that matched. */
  matched_name: z.string().nullable(),
  entry_type: z.string().nullable(),
  programs: z.array(z.string()),
  remarks: z.string().nullable(),
  /** 0 to 1: the name score; 1 for a document number. */
  score: z.number(),
});
export type ScreeningMatch = z.infer<typeof screeningMatchSchema>;
