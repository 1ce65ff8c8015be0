import type { Language } from '@giro/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { type GatewayName, gatewayLabels } from '../payment-gateway.ts';
import type { SandboxView } from './sandbox-checkout.ts';
import { type SandboxMessage, sandboxMessage } from './sandbox-messages.ts';

// Inline styles are allowed by the CSP; inline scripts are not: the page's one script is a file.
const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border:3px dashed #d97706;border-radius:.75rem}
.badge{display:inline-block;padding:.2rem .6rem;background:#d97706;color:#fff;font-weight:700;border-radius:.4rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:flex;gap:.75rem;flex-wrap:wrap}button{padding:.6rem 1rem;font-size:1rem;border-radius:.4rem;border:1px solid #3f3f46;cursor:pointer}
button[value=approve]{background:#15803d;color:#fff;border-color:#15803d}`;

/** The test payment page: the payment, and one form whose buttons approve or decline it. */
export function renderSandboxPage(
  language: Language,
  gateway: GatewayName,
  view: SandboxView | undefined,
): string {
  const text = (key: SandboxMessage) =>
    escapeHtml(sandboxMessage(language, key, { gateway: gatewayLabels[gateway] }));
  const body =
    view === undefined
      ? `<p role="alert">${text('missing')}</p>`
      : `<p>${text('notice')}</p>
<dl><dt>${text('reference')}</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>${text('amount')}</dt><dd>${escapeHtml(`${view.amount} ${view.currency}`)}</dd>
<dt>${text('description')}</dt><dd>${escapeHtml(view.description)}</dd></dl>
<form method="post" action="/sandbox/pay/${gateway}" data-sandbox data-sign-in="${text('signIn')}" data-forbidden="${text('forbidden')}" data-failed="${text('failed')}">
${Object.entries(view.fields)
  .map(
    ([name, value]) =>
      `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  )
  .join('\n')}
<button type="submit" name="decision" value="approve" disabled>${text('approve')}</button>
<button type="submit" name="decision" value="decline" disabled>${text('decline')}</button>
</form>
<p id="sandbox-status" role="alert"></p>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${text('title')}</title><style>${style}</style>
<script src="/sandbox/pay.js" defer></script></head>
<body><main><p class="badge">${text('badge')}</p><h1>${text('title')}</h1>
${body}
</main></body>
</html>
`;
}
