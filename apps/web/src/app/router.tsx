import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { HomeRoute } from '@/features/calculator/routes/home';
import { checkoutGuard } from './guards/checkout-guard';
import { homeGuard } from './guards/home-guard';
import { requireUser } from './guards/require-user';
import { userInformationGuard } from './guards/user-information-guard';
import { AppLayout } from './layout/app-layout';
import { RouteBoundary } from './layout/route-error';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { type RouteCheck, RouteGate } from './route-gate';
import { routeIds } from './route-ids';

/** What app/server-rendering.ts reads from a route. */
export type AppRouteHandle = {
  /** Needs the visitor's session or cart, which only the browser has. */
  guarded?: boolean;
};

/** The route at `path` showing `screen`, behind `guard` when it has one. */
function route(path: string, screen: LazyScreen, guard?: RouteCheck): NonIndexRouteObject {
  const handle: AppRouteHandle = { guarded: guard !== undefined };
  const element = guard ? (
    // Keyed: two guarded routes in a row never share a gate, nor its verdict.
    <RouteGate key={path} check={guard} preload={screen.preload}>
      {screen.element}
    </RouteGate>
  ) : (
    screen.element
  );
  return { path, handle, element };
}

export type AppRoutesOptions = {
  /** The page was rendered by the server: home's guard already applied there. */
  serverRendered?: boolean;
};

/** Every route of spec §2. Home ships with the app; every other screen loads on demand. */
export function createAppRoutes(
  queryClient: QueryClient,
  { serverRendered = false }: AppRoutesOptions = {},
): RouteObject[] {
  const guard = checkoutGuard(queryClient);
  const userInformation = userInformationGuard(queryClient);
  const signedIn = requireUser(queryClient);
  const content = <Name extends string>(
    load: () => Promise<Record<Name, ComponentType>>,
    name: Name,
  ) => lazyScreen(load, name, ['content']);
  return [
    route(
      `${paths.admin.path}/*`,
      lazyScreen(() => import('./routes/admin'), 'AdminRoute', ['security']),
    ),
    {
      id: routeIds.layout,
      element: <AppLayout />,
      children: [
        {
          path: paths.home.path,
          element: (
            <RouteGate key={paths.home.path} check={homeGuard} passedOnServer={serverRendered}>
              <HomeRoute />
            </RouteGate>
          ),
        },
        route(
          paths.userInfo.path,
          lazyScreen(() => import('./routes/user-information'), 'UserInformationRoute', [
            'recipient',
            // 'Elegir destinatario' (features/transfers/components/receiver-picker.tsx).
            'transfers',
          ]),
          userInformation,
        ),
        route(
          paths.checkout.path,
          lazyScreen(() => import('./routes/checkout'), 'CheckoutRoute', ['checkout']),
          guard,
        ),
        route(
          paths.cryptoCheckout.path,
          lazyScreen(() => import('./routes/crypto-checkout'), 'CryptoCheckoutRoute', ['crypto']),
          guard,
        ),
        route(
          paths.about.path,
          content(() => import('@/features/content/routes/about'), 'AboutRoute'),
        ),
        route(
          paths.faq.path,
          content(() => import('@/features/content/routes/faq'), 'FaqRoute'),
        ),
        route(
          paths.privacy.path,
          content(() => import('@/features/content/routes/privacy'), 'PrivacyRoute'),
        ),
        route(
          paths.terms.path,
          content(() => import('@/features/content/routes/terms'), 'TermsRoute'),
        ),
        route(
          paths.cookiePolicy.path,
          content(() => import('@/features/content/routes/cookie-policy'), 'CookiePolicyRoute'),
        ),
        route(
          paths.disclaimer.path,
          content(() => import('@/features/content/routes/disclaimer'), 'DisclaimerRoute'),
        ),
        route(
          paths.contact.path,
          lazyScreen(() => import('@/features/contact/routes/contact'), 'ContactRoute', [
            'contact',
          ]),
        ),
        route(
          paths.login.path,
          lazyScreen(() => import('./routes/login'), 'LoginWithSecurityRoute', ['account']),
        ),
        route(
          paths.userActivation.path,
          lazyScreen(
            () => import('@/features/account/routes/user-activation'),
            'UserActivationRoute',
            ['account'],
          ),
        ),
        route(
          paths.rateAlertUnsubscribe.path,
          lazyScreen(
            () => import('@/features/rate-alerts/routes/rate-alert-unsubscribe'),
            'RateAlertUnsubscribeRoute',
            ['rate-alerts'],
          ),
        ),
        route(
          paths.paymentSuccess.path,
          lazyScreen(() => import('./routes/payment-success'), 'PaymentSuccessWithOfferRoute', [
            'checkout',
          ]),
        ),
        route(
          paths.transferRequested.path,
          lazyScreen(() => import('./routes/payment-success'), 'PaymentSuccessWithOfferRoute', [
            'checkout',
          ]),
        ),
        route(
          paths.paymentError.path,
          lazyScreen(() => import('@/features/content/routes/payment-error'), 'PaymentErrorRoute', [
            'content',
            'checkout',
          ]),
        ),
        route(
          paths.forgotPassword.path,
          lazyScreen(
            () => import('@/features/account/routes/forgot-password'),
            'ForgotPasswordRoute',
            ['account'],
          ),
        ),
        route(
          paths.resetPassword.path,
          lazyScreen(
            () => import('@/features/account/routes/reset-password'),
            'ResetPasswordRoute',
            ['account'],
          ),
        ),
        route(
          paths.agentInvitation.path,
          lazyScreen(
            () => import('@/features/account/routes/agent-invitation'),
            'AgentInvitationRoute',
            ['account'],
          ),
        ),
        route(
          paths.pageNotFound.path,
          content(() => import('@/features/content/routes/page-not-found'), 'PageNotFoundRoute'),
        ),
        { path: '*', element: <Navigate to={paths.pageNotFound.path} replace /> },
        // Declared after the catch-all as in the spec; route ranking still matches it first.
        {
          ...route(
            paths.profile.path,
            lazyScreen(() => import('./routes/profile'), 'ProfileWithTransfersRoute', [
              'account',
              'transfers',
              'rate-alerts',
              'security',
            ]),
            signedIn,
          ),
          // One screen for every tab: it picks the tab from the URL and shows the panel itself,
          // so switching tabs keeps it mounted; the children only make the URLs known.
          children: [
            { index: true, element: null },
            { path: paths.profileTransfers.path, element: null },
            { path: paths.profileRateAlerts.path, element: null },
            { path: paths.profileSecurity.path, element: null },
          ],
        },
        route(
          paths.profileIdentity.path,
          lazyScreen(() => import('@/features/identity/routes/identity'), 'IdentityRoute', [
            'identity',
          ]),
          signedIn,
        ),
        route(
          paths.agent.path,
          lazyScreen(() => import('./routes/agent'), 'AgentWithSessionRoute', [
            'agent',
            'transfers',
          ]),
          signedIn,
        ),
        route(
          paths.transfer.path,
          lazyScreen(() => import('./routes/transfer-detail'), 'TransferDetailWithPaymentRoute', [
            'transfers',
            'checkout',
            'crypto',
          ]),
          signedIn,
        ),
        route(
          paths.transferSendAgain.path,
          lazyScreen(() => import('./routes/send-again'), 'SendAgainWithCalculatorRoute', [
            'transfers',
          ]),
          signedIn,
        ),
        route(
          paths.transferReceipt.path,
          lazyScreen(() => import('./routes/transfer-receipt'), 'TransferReceiptWithMarkRoute', [
            'transfers',
          ]),
          signedIn,
        ),
      ],
    },
  ];
}

/** The screen `routes` match at the router's address, with a fallback and an error boundary. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const matched = useRoutes(routes);
  return <RouteBoundary>{matched}</RouteBoundary>;
}
