import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { requireUser } from '@/features/account/lib/require-user';
import { HomeRoute } from '@/features/calculator/routes/home';
import { loadNamespaces } from '@/lib/i18n';
import { checkoutGuard } from './guards/checkout-guard';
import { homeLoader } from './guards/home-loader';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { routeIds } from './route-ids';

/**
 * Loads a screen's module and the catalogues it shows beyond the first screen's when its route is
 * first visited; `name` is its exported component.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly string[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    const Screen: ComponentType = module[name];
    return { element: <Screen /> };
  };
}

/** Every route of spec §2. Home ships with the app; every other screen loads on demand. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const guard = checkoutGuard(queryClient);
  return [
    {
      path: `${paths.admin.path}/*`,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      lazy: screen(() => import('./routes/admin'), 'AdminRoute'),
    },
    {
      id: routeIds.layout,
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { id: routeIds.home, path: paths.home.path, loader: homeLoader, Component: HomeRoute },
            {
              path: paths.userInfo.path,
              loader: guard,
              lazy: screen(() => import('./routes/user-information'), 'UserInformationRoute', [
                'recipient',
                // 'Elegir destinatario' (features/transfers/components/receiver-picker.tsx).
                'transfers',
              ]),
            },
            {
              path: paths.checkout.path,
              loader: guard,
              lazy: screen(() => import('./routes/checkout'), 'CheckoutRoute', ['checkout']),
            },
            {
              path: paths.cryptoCheckout.path,
              loader: guard,
              lazy: screen(() => import('./routes/crypto-checkout'), 'CryptoCheckoutRoute', [
                'crypto',
              ]),
            },
            {
              path: paths.about.path,
              lazy: screen(() => import('@/features/content/routes/about'), 'AboutRoute', [
                'content',
              ]),
            },
            {
              path: paths.faq.path,
              lazy: screen(() => import('@/features/content/routes/faq'), 'FaqRoute', ['content']),
            },
            {
              path: paths.privacy.path,
              lazy: screen(() => import('@/features/content/routes/privacy'), 'PrivacyRoute', [
                'content',
              ]),
            },
            {
              path: paths.terms.path,
              lazy: screen(() => import('@/features/content/routes/terms'), 'TermsRoute', [
                'content',
              ]),
            },
            {
              path: paths.cookiePolicy.path,
              lazy: screen(
                () => import('@/features/content/routes/cookie-policy'),
                'CookiePolicyRoute',
                ['content'],
              ),
            },
            {
              path: paths.disclaimer.path,
              lazy: screen(
                () => import('@/features/content/routes/disclaimer'),
                'DisclaimerRoute',
                ['content'],
              ),
            },
            {
              path: paths.contact.path,
              lazy: screen(() => import('@/features/contact/routes/contact'), 'ContactRoute', [
                'contact',
              ]),
            },
            {
              path: paths.login.path,
              lazy: screen(() => import('@/features/account/routes/login'), 'LoginRoute', [
                'account',
              ]),
            },
            {
              path: paths.userActivation.path,
              lazy: screen(
                () => import('@/features/account/routes/user-activation'),
                'UserActivationRoute',
                ['account'],
              ),
            },
            {
              path: paths.rateAlertUnsubscribe.path,
              lazy: screen(
                () => import('@/features/rate-alerts/routes/rate-alert-unsubscribe'),
                'RateAlertUnsubscribeRoute',
                ['rate-alerts'],
              ),
            },
            {
              path: paths.paymentSuccess.path,
              lazy: screen(
                () => import('@/features/checkout/routes/payment-success'),
                'PaymentSuccessRoute',
                ['checkout'],
              ),
            },
            {
              path: paths.transferRequested.path,
              lazy: screen(
                () => import('@/features/checkout/routes/payment-success'),
                'PaymentSuccessRoute',
                ['checkout'],
              ),
            },
            {
              path: paths.paymentError.path,
              lazy: screen(
                () => import('@/features/content/routes/payment-error'),
                'PaymentErrorRoute',
                ['content', 'checkout'],
              ),
            },
            {
              path: paths.forgotPassword.path,
              lazy: screen(
                () => import('@/features/account/routes/forgot-password'),
                'ForgotPasswordRoute',
                ['account'],
              ),
            },
            {
              path: paths.resetPassword.path,
              lazy: screen(
                () => import('@/features/account/routes/reset-password'),
                'ResetPasswordRoute',
                ['account'],
              ),
            },
            {
              path: paths.agentInvitation.path,
              lazy: screen(
                () => import('@/features/account/routes/agent-invitation'),
                'AgentInvitationRoute',
                ['account'],
              ),
            },
            {
              path: paths.pageNotFound.path,
              lazy: screen(
                () => import('@/features/content/routes/page-not-found'),
                'PageNotFoundRoute',
                ['content'],
              ),
            },
            { path: '*', element: <Navigate to={paths.pageNotFound.path} replace /> },
            // Declared after the catch-all as in the spec; route ranking still matches it first.
            {
              path: paths.profile.path,
              loader: requireUser(queryClient),
              lazy: screen(() => import('./routes/profile'), 'ProfileWithTransfersRoute', [
                'account',
                'transfers',
                'rate-alerts',
              ]),
              // One screen for every tab: it picks the tab from the URL and shows the panel itself,
              // so switching tabs keeps it mounted; the children only make the URLs known.
              children: [
                { index: true, element: null },
                { path: paths.profileTransfers.path, element: null },
                { path: paths.profileRateAlerts.path, element: null },
              ],
            },
            {
              path: paths.agent.path,
              loader: requireUser(queryClient),
              lazy: screen(() => import('./routes/agent'), 'AgentWithSessionRoute', [
                'agent',
                'transfers',
              ]),
            },
            {
              path: paths.transfer.path,
              loader: requireUser(queryClient),
              lazy: screen(
                () => import('./routes/transfer-detail'),
                'TransferDetailWithPaymentRoute',
                ['transfers', 'checkout', 'crypto'],
              ),
            },
            {
              path: paths.transferSendAgain.path,
              loader: requireUser(queryClient),
              lazy: screen(() => import('./routes/send-again'), 'SendAgainWithCalculatorRoute', [
                'transfers',
              ]),
            },
            {
              path: paths.transferReceipt.path,
              loader: requireUser(queryClient),
              lazy: screen(
                () => import('./routes/transfer-receipt'),
                'TransferReceiptWithMarkRoute',
                ['transfers'],
              ),
            },
          ],
        },
      ],
    },
  ];
}
