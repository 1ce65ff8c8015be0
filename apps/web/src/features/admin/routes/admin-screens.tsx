import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import type { StaffRole } from '@giro/shared/admin/staff-roles';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { AgentsSection } from '../components/agents/agents-section';
import { AuditLogSection } from '../components/audit/audit-log-section';
import { CardPrefixesSection } from '../components/card-prefixes/card-prefixes-section';
import { ContactMessagesSection } from '../components/contact-messages/contact-messages-section';
import { DestinationsSection } from '../components/destinations/destinations-section';
import { JobsSection } from '../components/jobs/jobs-section';
import { OrderExpirySection } from '../components/order-expiry/order-expiry-section';
import { OrdersSection } from '../components/orders/orders-section';
import { GatewaysSection } from '../components/payment-setup/gateways-section';
import { ReceivingAccountsSection } from '../components/payment-setup/receiving-accounts-section';
import { WalletsSection } from '../components/payment-setup/wallets-section';
import { CryptoPricesSection } from '../components/pricing/crypto-prices-section';
import { CurrencyRoutesSection } from '../components/pricing/currency-routes-section';
import { DeliveryOptionsSection } from '../components/pricing/delivery-options-section';
import { StaffSection } from '../components/staff/staff-section';

export type AdminScreenDefinition = {
  /** Its name in the catalogue's `nav` group. */
  key: string;
  path: string;
  /** The least role that may open it (the server checks the same). */
  role: StaffRole;
  render: (me: StaffMe) => ReactNode;
};

/** Every screen of the console, in menu order. Add a screen here and to config/paths.ts. */
export const adminScreens: readonly AdminScreenDefinition[] = [
  {
    key: 'orders',
    path: paths.adminOrders.path,
    role: 'operator',
    render: () => <OrdersSection />,
  },
  {
    key: 'paymentSetup',
    path: paths.adminPaymentSetup.path,
    role: 'operator',
    render: () => (
      <>
        <ReceivingAccountsSection />
        <WalletsSection />
        <GatewaysSection />
        <OrderExpirySection />
      </>
    ),
  },
  {
    key: 'contactMessages',
    path: paths.adminContactMessages.path,
    role: 'operator',
    render: () => <ContactMessagesSection />,
  },
  {
    key: 'pricing',
    path: paths.adminPricing.path,
    role: 'operator',
    render: () => (
      <>
        <CurrencyRoutesSection />
        <DeliveryOptionsSection />
        <CryptoPricesSection />
      </>
    ),
  },
  {
    key: 'destinations',
    path: paths.adminDestinations.path,
    role: 'operator',
    render: () => <DestinationsSection />,
  },
  {
    key: 'agents',
    path: paths.adminAgents.path,
    role: 'operator',
    render: () => <AgentsSection />,
  },
  {
    key: 'cardPrefixes',
    path: paths.adminCardPrefixes.path,
    role: 'operator',
    render: () => <CardPrefixesSection />,
  },
  {
    key: 'staff',
    path: paths.adminStaff.path,
    role: 'admin',
    render: (me) => <StaffSection myId={me.id} />,
  },
  {
    key: 'audit',
    path: paths.adminAudit.path,
    role: 'operator',
    render: () => <AuditLogSection />,
  },
  {
    key: 'jobs',
    path: paths.adminJobs.path,
    role: 'operator',
    render: () => <JobsSection />,
  },
];
