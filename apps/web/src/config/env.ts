// Checked by hand rather than with zod: every page loads this file, and zod would be the
// largest thing the home page carries for one regular expression.
const origin = /^(https?:\/\/[^/]+)?$/;

function parseEnv(variables: Record<string, unknown>) {
  /** Origin of the Giro server; empty means the same origin that served the page. */
  const apiUrl = variables.VITE_API_URL ?? '';
  if (typeof apiUrl !== 'string' || !origin.test(apiUrl.trim())) {
    throw new Error(
      'Invalid web environment:\nVITE_API_URL: must be an origin like https://example.com',
    );
  }
  return { apiUrl: apiUrl.trim() };
}

export const env = parseEnv(import.meta.env);
