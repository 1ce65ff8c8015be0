/**
 * The password policy (README "Password policy"): 8 to 128 characters, not only digits. Apart
 * from its zod schemas (password-policy.ts), so a form on a page's first screen can bound its
 * field without loading zod.
 */
export const passwordPolicy = { minLength: 8, maxLength: 128 } as const;
