import type { App } from '../../src/app.ts';
import type { Method } from './admin-client.ts';

export interface DocumentedCall {
  method: Method;
  /** The documented path with every `{param}` filled with a placeholder. */
  url: string;
  staffRole: string | undefined;
}

type Operations = Record<string, { 'x-staff-role'?: string }>;

/** Every call the OpenAPI document lists under `prefix`, as the app serves it. */
export async function documentedCalls(app: App, prefix: string): Promise<DocumentedCall[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const { paths } = response.json<{ paths: Record<string, Operations> }>();
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        // The guard runs before parameters are validated: any value reaches it.
        url: path.replace(/\{\w+\}/g, 'any'),
        staffRole: operation['x-staff-role'],
      })),
    );
}
