import type { OpenAPIV3 } from 'openapi-types';
import { escapeHtml } from '../../lib/escape-html.ts';

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
type HttpMethod = (typeof httpMethods)[number];

export interface DocumentedOperation {
  method: HttpMethod;
  path: string;
  operation: OpenAPIV3.OperationObject & { 'x-staff-role'?: string };
}

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function parametersTable(parameters: OpenAPIV3.OperationObject['parameters'] = []): string {
  const rows = parameters.flatMap((parameter) =>
    '$ref' in parameter
      ? []
      : [
          `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
            `<td>${parameter.required ? 'yes' : 'no'}</td><td>${json(parameter.schema)}</td></tr>`,
        ],
  );
  if (rows.length === 0) return '';
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${rows.join('')}</table>`;
}

function mediaSchemas(content: Record<string, OpenAPIV3.MediaTypeObject> = {}): string {
  return Object.entries(content)
    .map(([type, media]) => `<p><code>${escapeHtml(type)}</code></p>${json(media.schema)}`)
    .join('');
}

function requestBody(body: OpenAPIV3.OperationObject['requestBody']): string {
  if (body === undefined || '$ref' in body) return '';
  return `<h4>Request body</h4>${mediaSchemas(body.content)}`;
}

function responses(list: OpenAPIV3.ResponsesObject = {}): string {
  const items = Object.entries(list).map(([status, response]) => {
    const content = '$ref' in response ? '' : mediaSchemas(response.content);
    return `<h5>${escapeHtml(status)}</h5>${content}`;
  });
  return items.length === 0 ? '' : `<h4>Responses</h4>${items.join('')}`;
}

/** One call: its method, path and summary, opening onto its parameters and schemas. */
export function renderOperation({ method, path, operation }: DocumentedOperation): string {
  const id = `${method}-${path}`.replace(/[^\w-]+/g, '-');
  const summary = operation.summary ? ` — ${escapeHtml(operation.summary)}` : '';
  const role = operation['x-staff-role'];
  return [
    `<details id="${escapeHtml(id)}"><summary><span class="method ${method}">${method.toUpperCase()}</span>`,
    ` <code>${escapeHtml(path)}</code>${summary}</summary>`,
    operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '',
    role ? `<p>Role: <strong>${escapeHtml(role)}</strong></p>` : '',
    parametersTable(operation.parameters),
    requestBody(operation.requestBody),
    responses(operation.responses),
    '</details>',
  ].join('');
}
