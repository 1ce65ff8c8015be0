/** What the audit log records changes of; each has a name in `audit.entities` of the catalogue. */
export const auditEntities = [
  'currency_route',
  'delivery_option',
  'crypto_price',
  'destination',
  'agent',
  'card_prefix_list',
  'staff',
  'order',
  'receiving_account',
  'wallet',
  'gateway',
  'contact_message',
  'job',
  'settings',
  'orders_export',
] as const;
