/**
 * zod `error` option for a field whose type is wrong: a missing value reads "required",
 * any other wrong value reads "invalid".
 */
export function requiredOrInvalid(issue: { input?: unknown }): string {
  return issue.input === undefined ? 'validation.required' : 'validation.invalid';
}
