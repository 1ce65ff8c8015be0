/**
 * Every HTTP call Giro's server answers (the spec's call table and Giro's own), as `METHOD /path`
 * with `:name` parameters. The web's api client accepts only these paths (a type error
 * otherwise), the dev server proxies exactly these, and a server test holds the table equal to
 * the routes the OpenAPI document lists, so a call added or renamed on one side shows on the other.
 * Request and answer shapes are the zod contracts beside each feature in this package.
 */
export const apiRoutes = [
  // The spec's calls (storefront, accounts, orders, payments)
  'POST /api/auth/activate',
  'POST /api/auth/agent-invitation',
  'POST /api/auth/agent-invitation/check',
  'POST /api/auth/checkUser',
  'POST /api/auth/logout',
  'POST /api/auth/resend-activation',
  'POST /api/auth/sign_up',
  'POST /api/auth/signin',
  'GET /api/auth/user',
  'POST /api/calc_money_sent',
  'GET /api/card-prefixes',
  'POST /api/check_user_url',
  'GET /api/csrf',
  'GET /api/site',
  'POST /api/user/deactivate-account',
  'POST /api/user/update-name',
  'POST /api/user/update-password',
  'POST /change-password',
  'POST /check-token',
  'POST /confirm_crypto_payment',
  'POST /confirm_fiat_payment',
  'POST /contact',
  'POST /create_order',
  'GET /get_currencies',
  'GET /get_gateways',
  'GET /get_wallet_address',
  'GET /healthz',
  'GET /metrics',
  'POST /payments/callback/:gateway',
  'GET /readyz',
  'POST /reset-password',
  // A signed-in sender's own data
  'GET /api/orders',
  'GET /api/orders/:reference',
  'POST /api/orders/:reference/cancel',
  'POST /api/orders/:reference/payment-link',
  'GET /api/orders/:reference/delivery-proof',
  'GET /api/orders/:reference/proof',
  'POST /api/orders/:reference/proof',
  'GET /api/orders/:reference/receipt',
  'GET /api/orders/:reference/receipt.pdf',
  'GET /api/rate-alerts',
  'POST /api/rate-alerts',
  'DELETE /api/rate-alerts/:id',
  'POST /api/rate-alerts/unsubscribe',
  'GET /api/receivers',
  'DELETE /api/receivers/:id',
  // The agent's page (role agent, own data only)
  'GET /api/agent/me',
  'GET /api/agent/commissions',
  'GET /api/agent/transfers',
  'GET /api/agent/transfers.csv',
  'GET /api/agent/transfers/:reference',
  // The operator's console (staff only)
  'GET /api/admin/agents',
  'POST /api/admin/agents',
  'PUT /api/admin/agents/:hash',
  'GET /api/admin/agents/:hash/commissions',
  'POST /api/admin/agents/:hash/invitation',
  'POST /api/admin/agents/:hash/settlements',
  'GET /api/admin/audit',
  'GET /api/admin/card-prefixes',
  'PUT /api/admin/card-prefixes/:list',
  'GET /api/admin/contact-messages',
  'GET /api/admin/dashboard',
  'POST /api/admin/contact-messages/:id/handled',
  'GET /api/admin/destinations',
  'PUT /api/admin/destinations/:code',
  'GET /api/admin/gateways',
  'PUT /api/admin/gateways/:name',
  'GET /api/admin/jobs',
  'POST /api/admin/jobs/:id/retry',
  'GET /api/admin/me',
  'GET /api/admin/order-expiry',
  'PUT /api/admin/order-expiry',
  'GET /api/admin/orders',
  'GET /api/admin/orders/export.csv',
  'GET /api/admin/orders/:reference',
  'POST /api/admin/orders/:reference/actions',
  'POST /api/admin/orders/:reference/attention/resolve',
  'GET /api/admin/orders/:reference/delivery-proof',
  'POST /api/admin/orders/:reference/delivery-proof',
  'GET /api/admin/orders/:reference/proof',
  'GET /api/admin/pricing/crypto-prices',
  'PUT /api/admin/pricing/crypto-prices/:currency',
  'GET /api/admin/pricing/currencies',
  'GET /api/admin/pricing/delivery-options',
  'POST /api/admin/pricing/delivery-options',
  'PUT /api/admin/pricing/delivery-options/:id',
  'GET /api/admin/pricing/routes',
  'PUT /api/admin/pricing/routes/:payment/:destination',
  'GET /api/admin/receiving-accounts',
  'POST /api/admin/receiving-accounts',
  'PUT /api/admin/receiving-accounts/:id',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PUT /api/admin/staff/:id',
  'GET /api/admin/wallets',
  'POST /api/admin/wallets',
  'PUT /api/admin/wallets/:id',
] as const;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRoute = (typeof apiRoutes)[number];

type RoutePath<Method extends ApiMethod, Route = ApiRoute> = Route extends `${Method} ${infer Path}`
  ? Path
  : never;

/**
 * `/api/orders/:reference/cancel` → `/api/orders/${string}/cancel`: what a caller writes. A type
 * cannot say "no slash", so a parameter stands for any text; the server still answers 404.
 */
export type FilledPath<Path extends string> =
  Path extends `${infer Head}:${infer _Name}/${infer Tail}`
    ? `${Head}${string}/${FilledPath<Tail>}`
    : Path extends `${infer Head}:${infer _Name}`
      ? `${Head}${string}`
      : Path;

/** A concrete path the server answers with `Method` (parameters filled in). */
export type ApiPath<Method extends ApiMethod> = FilledPath<RoutePath<Method>>;
