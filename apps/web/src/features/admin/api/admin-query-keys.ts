/** Query keys of the console's reads; a change invalidates the key of what it changed. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  currencies: ['admin', 'pricing', 'currencies'] as const,
  routes: ['admin', 'pricing', 'routes'] as const,
  deliveryOptions: ['admin', 'pricing', 'delivery-options'] as const,
  cryptoPrices: ['admin', 'pricing', 'crypto-prices'] as const,
  destinations: ['admin', 'destinations'] as const,
  agents: ['admin', 'agents'] as const,
  cardPrefixes: ['admin', 'card-prefixes'] as const,
  staff: ['admin', 'staff'] as const,
  audit: ['admin', 'audit'] as const,
  orders: ['admin', 'orders'] as const,
  orderExpiry: ['admin', 'order-expiry'] as const,
  receivingAccounts: ['admin', 'receiving-accounts'] as const,
  wallets: ['admin', 'wallets'] as const,
  gateways: ['admin', 'gateways'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
};
