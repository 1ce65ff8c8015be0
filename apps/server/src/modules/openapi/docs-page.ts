import type { OpenAPI, OpenAPIV3 } from 'openapi-types';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type DocumentedOperation, httpMethods, renderOperation } from './docs-operation.ts';

const style = `
body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
h2{margin-top:2rem;border-bottom:1px solid #e2e8f0}
details{border:1px solid #e2e8f0;border-radius:.5rem;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}
pre{background:#f8fafc;padding:.5rem;overflow:auto;font-size:13px;margin:.25rem 0}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e2e8f0;padding:.25rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4rem;font:700 12px monospace;text-align:center;border-radius:.25rem;color:#fff;padding:.1rem}
.get{background:#0369a1}.post{background:#15803d}.put{background:#b45309}.patch{background:#7c3aed}.delete{background:#b91c1c}`;

function isOpenApiV3(document: OpenAPI.Document): document is OpenAPIV3.Document {
  return 'openapi' in document;
}

/** Operations grouped by their first tag, groups and paths in alphabetical order. */
function groupByTag(document: OpenAPIV3.Document): Map<string, DocumentedOperation[]> {
  const groups = new Map<string, DocumentedOperation[]>();
  for (const path of Object.keys(document.paths).sort()) {
    const item = document.paths[path] ?? {};
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** `/api/docs`: the OpenAPI document as a page without scripts (the CSP allows none). */
export function renderDocsPage(document: OpenAPI.Document): string {
  if (!isOpenApiV3(document)) throw new Error('expected an OpenAPI 3 document');
  const sections = [...groupByTag(document)].map(
    ([tag, operations]) =>
      `<section><h2>${escapeHtml(tag)}</h2>${operations.map(renderOperation).join('')}</section>`,
  );
  const { title, version, description = '' } = document.info;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${style}</style></head><body>`,
    `<h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1>`,
    `<p>${escapeHtml(description)}</p>`,
    '<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>',
    ...sections,
    '</body></html>',
  ].join('');
}
