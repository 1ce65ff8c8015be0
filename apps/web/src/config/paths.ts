/** Every route of the storefront, once. `name` is the spec's route name. */
export const paths = {
  home: { name: 'home', path: '/' },
  userInfo: { name: 'user-info', path: '/user-information' },
  checkout: { name: 'checkout', path: '/checkout' },
  cryptoCheckout: { name: 'crypto-checkout', path: '/crypto-checkout' },
  about: { name: 'about', path: '/about' },
  faq: { name: 'faq', path: '/faq' },
  privacy: { name: 'privacy', path: '/politica-de-privacidad' },
  terms: { name: 'terms', path: '/terminos-y-condiciones' },
  cookiePolicy: { name: 'cookie-policy', path: '/politica-de-cookies' },
  disclaimer: { name: 'disclaimer', path: '/disclaimer' },
  contact: { name: 'contact', path: '/contact' },
  login: { name: 'login', path: '/login' },
  userActivation: { name: 'user-activation', path: '/user-activation' },
  rateAlertUnsubscribe: { name: 'rate-alert-unsubscribe', path: '/rate-alerts/unsubscribe' },
  paymentSuccess: { name: 'payment-success', path: '/payment-success' },
  transferRequested: { name: 'transfer-requested', path: '/transfer-requested' },
  paymentError: { name: 'payment-error', path: '/payment-error' },
  forgotPassword: { name: 'forgot-password', path: '/forgot-password' },
  resetPassword: { name: 'reset-password', path: '/reset-password' },
  pageNotFound: { name: 'page-not-found', path: '/page-not-found' },
  agentInvitation: { name: 'agent-invitation', path: '/agent-invitation' },
  // The agent's page: their link, commission and referred transfers (role agent).
  agent: { name: 'agent', path: '/agent' },
  profile: { name: 'profile', path: '/profile' },
  // The profile's other tabs, each with its own URL so a reload or 'back' keeps the tab.
  profileTransfers: { name: 'profile-transfers', path: '/profile/transfers' },
  profileRateAlerts: { name: 'profile-rate-alerts', path: '/profile/rate-alerts' },
  // Identity verification, asked above the operator's 30-day threshold.
  profileIdentity: { name: 'profile-identity', path: '/profile/identity' },
  profileSecurity: { name: 'profile-security', path: '/profile/security' },
  transfer: { name: 'transfer', path: '/profile/transfers/:reference' },
  transferReceipt: { name: 'transfer-receipt', path: '/profile/transfers/:reference/receipt' },
  transferSendAgain: {
    name: 'transfer-send-again',
    path: '/profile/transfers/:reference/send-again',
  },
  // The operator console (features/admin), lazy-loaded outside the storefront's layout.
  admin: { name: 'admin', path: '/admin' },
  adminDashboard: { name: 'admin-dashboard', path: '/admin/dashboard' },
  adminPricing: { name: 'admin-pricing', path: '/admin/pricing' },
  adminOrders: { name: 'admin-orders', path: '/admin/orders' },
  adminOrder: { name: 'admin-order', path: '/admin/orders/:reference' },
  adminPaymentSetup: { name: 'admin-payment-setup', path: '/admin/payment-setup' },
  adminContactMessages: { name: 'admin-contact-messages', path: '/admin/contact-messages' },
  adminDestinations: { name: 'admin-destinations', path: '/admin/destinations' },
  adminAgents: { name: 'admin-agents', path: '/admin/agents' },
  adminCardPrefixes: { name: 'admin-card-prefixes', path: '/admin/card-prefixes' },
  adminStaff: { name: 'admin-staff', path: '/admin/staff' },
  adminAudit: { name: 'admin-audit', path: '/admin/audit' },
  adminJobs: { name: 'admin-jobs', path: '/admin/jobs' },
  adminCompliance: { name: 'admin-compliance', path: '/admin/compliance' },
  adminSecurity: { name: 'admin-security', path: '/admin/security' },
  adminReconciliation: { name: 'admin-reconciliation', path: '/admin/reconciliation' },
  // Pages of mailed links, open without a session.
  adminInvitation: { name: 'admin-invitation', path: '/admin/invitation' },
  adminCancelChange: { name: 'admin-cancel-change', path: '/admin/cancel-change' },
} as const;

type RoutePath = (typeof paths)[keyof typeof paths]['path'];

/** The names of a path's `:name` segments ("reference" of "/profile/transfers/:reference"). */
type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** Query parameters; an empty or missing value is left out of the link. */
type HrefQuery = Record<string, string | null | undefined>;

type HrefArguments<Path extends string> = [PathParams<Path>] extends [never]
  ? [params?: Record<string, never>, query?: HrefQuery]
  : [params: Record<PathParams<Path>, string>, query?: HrefQuery];

/**
 * A link to one of `paths`: each `:name` segment filled from `params` (encoded), then `query`.
 * `getHref(paths.transfer.path, { reference })` → "/profile/transfers/GIRO-1".
 */
export function getHref<Path extends RoutePath>(
  path: Path,
  ...[params, query = {}]: HrefArguments<Path>
): string {
  const values: Record<string, string> = params ?? {};
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Home URL that keeps the agent: sign-in and logout land here (spec §2, §4). */
export function homeHref(freelancer: string | null): string {
  return getHref(paths.home.path, {}, { hash: freelancer });
}
