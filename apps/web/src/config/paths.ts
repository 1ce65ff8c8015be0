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
  paymentSuccess: { name: 'payment-success', path: '/payment-success' },
  transferRequested: { name: 'transfer-requested', path: '/transfer-requested' },
  paymentError: { name: 'payment-error', path: '/payment-error' },
  forgotPassword: { name: 'forgot-password', path: '/forgot-password' },
  resetPassword: { name: 'reset-password', path: '/reset-password' },
  pageNotFound: { name: 'page-not-found', path: '/page-not-found' },
  profile: { name: 'profile', path: '/profile' },
  transfer: { name: 'transfer', path: '/profile/transfers/:reference' },
  transferReceipt: { name: 'transfer-receipt', path: '/profile/transfers/:reference/receipt' },
  // The operator console (features/admin), lazy-loaded outside the storefront's layout.
  admin: { name: 'admin', path: '/admin' },
  adminPricing: { name: 'admin-pricing', path: '/admin/pricing' },
  adminOrders: { name: 'admin-orders', path: '/admin/orders' },
  adminPaymentSetup: { name: 'admin-payment-setup', path: '/admin/payment-setup' },
  adminContactMessages: { name: 'admin-contact-messages', path: '/admin/contact-messages' },
  adminDestinations: { name: 'admin-destinations', path: '/admin/destinations' },
  adminAgents: { name: 'admin-agents', path: '/admin/agents' },
  adminCardPrefixes: { name: 'admin-card-prefixes', path: '/admin/card-prefixes' },
  adminStaff: { name: 'admin-staff', path: '/admin/staff' },
  adminAudit: { name: 'admin-audit', path: '/admin/audit' },
} as const;

/** Home URL that keeps the agent: sign-in and logout land here (spec §2, §4). */
export function homeHref(freelancer: string | null): string {
  return freelancer ? `${paths.home.path}?hash=${encodeURIComponent(freelancer)}` : paths.home.path;
}
