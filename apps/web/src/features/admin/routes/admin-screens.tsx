import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { hasStaffRole, type StaffRole } from '@giro/shared/admin/staff-roles';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { AgentsSection } from '../components/agents/agents-section';
import { AuditLogSection } from '../components/audit/audit-log-section';
import { CardPrefixesSection } from '../components/card-prefixes/card-prefixes-section';
import { ComplianceSection } from '../components/compliance/compliance-section';
import { ContactMessagesSection } from '../components/contact-messages/contact-messages-section';
import { DashboardSection } from '../components/dashboard/dashboard-section';
import { DestinationsSection } from '../components/destinations/destinations-section';
import { JobsSection } from '../components/jobs/jobs-section';
import { MoneyChangesSection } from '../components/money-changes/money-changes-section';
import { OrderExpirySection } from '../components/order-expiry/order-expiry-section';
import { OrderDetail } from '../components/orders/order-detail';
import { OrdersSection } from '../components/orders/orders-section';
import { GatewaysSection } from '../components/payment-setup/gateways-section';
import { ReceivingAccountsSection } from '../components/payment-setup/receiving-accounts-section';
import { WalletsSection } from '../components/payment-setup/wallets-section';
import { CryptoPricesSection } from '../components/pricing/crypto-prices-section';
import { CurrencyRoutesSection } from '../components/pricing/currency-routes-section';
import { DeliveryOptionsSection } from '../components/pricing/delivery-options-section';
import { ReconciliationSection } from '../components/reconciliation/reconciliation-section';
import { ConsoleSecurityScreen } from '../components/security/console-security-screen';
import { StaffSection } from '../components/staff/staff-section';

/** The `:name` segments of a page's path, as the router read them. */
export type AdminPageParams = Readonly<Record<string, string | undefined>>;

/** A page of one item under a screen (one order): its own address, so it can be linked. */
export type AdminDetailDefinition = {
  /** A pattern under the screen's path, e.g. "/admin/orders/:reference". */
  path: string;
  /** The document's title, e.g. "Orden GR-7K3M9Q". */
  title: (t: TFunction<'admin'>, params: AdminPageParams) => string;
  render: (params: AdminPageParams) => ReactNode;
};

export type AdminScreenDefinition = {
  /** Its name in the catalogue's `nav` group. */
  key: string;
  path: string;
  /** The least role that may open it (the server checks the same). */
  role: StaffRole;
  render: (me: StaffMe) => ReactNode;
  detail?: AdminDetailDefinition;
};

/** Every screen of the console, in menu order. Add a screen here and to config/paths.ts. */
export const adminScreens: readonly AdminScreenDefinition[] = [
  {
    key: 'dashboard',
    path: paths.adminDashboard.path,
    role: 'operator',
    render: () => <DashboardSection />,
  },
  {
    key: 'orders',
    path: paths.adminOrders.path,
    role: 'operator',
    render: () => <OrdersSection />,
    detail: {
      path: paths.adminOrder.path,
      title: (t, { reference }) => t('orders.detailTitle', { reference }),
      render: ({ reference = '' }) => <OrderDetail key={reference} reference={reference} />,
    },
  },
  {
    key: 'compliance',
    path: paths.adminCompliance.path,
    role: 'operator',
    render: (me) => <ComplianceSection canControl={hasStaffRole(me.role, 'admin')} />,
  },
  {
    key: 'reconciliation',
    path: paths.adminReconciliation.path,
    role: 'operator',
    render: () => <ReconciliationSection />,
  },
  {
    key: 'paymentSetup',
    path: paths.adminPaymentSetup.path,
    role: 'operator',
    render: (me) => (
      <>
        {hasStaffRole(me.role, 'admin') && <MoneyChangesSection me={me} />}
        <ReceivingAccountsSection canEdit={hasStaffRole(me.role, 'admin')} />
        <WalletsSection canEdit={hasStaffRole(me.role, 'admin')} />
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
  {
    key: 'security',
    path: paths.adminSecurity.path,
    role: 'operator',
    render: (me) => <ConsoleSecurityScreen me={me} />,
  },
];
