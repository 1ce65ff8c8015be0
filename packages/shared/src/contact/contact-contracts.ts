import { z } from 'zod';
import { maxTextLength, optionalText, requiredText } from '../contact-info/text-fields.ts';
import { validatePhone } from '../contact-info/validate-phone.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** Longest message the contact form takes (spec §5, §9). */
export const contactMessageMaxLength = maxTextLength;

/** The contact form has its own wording for a bad address: 'Email no válido.' (spec §5). */
const contactEmailSchema = requiredText.regex(z.regexes.email, {
  error: 'validation.contact_email',
});

/** '' when not given; otherwise an international number ("+53 5 123 4567"), sent as E.164. */
const optionalPhoneSchema = optionalText.nullish().transform((value, context) => {
  if (!value) return '';
  const check = validatePhone(value);
  if (check.ok) return check.e164;
  context.issues.push({ code: 'custom', message: check.error, input: value });
  return z.NEVER;
});

/**
 * POST /contact (spec §7). `freelancer` is the agent hash the visitor arrived with ('' for none);
 * `phone` is an optional extra the spec's form shows.
 */
export const contactBodySchema = z.object(
  {
    name: requiredText,
    email: contactEmailSchema,
    message: requiredText,
    freelancer: optionalText.nullish().transform((hash) => hash ?? ''),
    phone: optionalPhoneSchema,
  },
  { error: requiredOrInvalid },
);
export type ContactBodyInput = z.input<typeof contactBodySchema>;
export type ContactBody = z.output<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ success: z.boolean() });
