import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { requireUser } from '@/features/account/lib/require-user';
import { HomeRoute } from '@/features/calculator/routes/home';
import { checkoutGuard } from './guards/checkout-guard';
import { homeLoader } from './guards/home-loader';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

/** Loads a screen's module when its route is first visited; `name` is its exported component. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => {
    const Screen: ComponentType = (await load())[name];
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
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { path: paths.home.path, loader: homeLoader, Component: HomeRoute },
            {
              path: paths.userInfo.path,
              loader: guard,
              lazy: screen(() => import('./routes/user-information'), 'UserInformationRoute'),
            },
            {
              path: paths.checkout.path,
              loader: guard,
              lazy: screen(() => import('./routes/checkout'), 'CheckoutRoute'),
            },
            {
              path: paths.cryptoCheckout.path,
              loader: guard,
              lazy: screen(() => import('./routes/crypto-checkout'), 'CryptoCheckoutRoute'),
            },
            {
              path: paths.about.path,
              lazy: screen(() => import('@/features/content/routes/about'), 'AboutRoute'),
            },
            {
              path: paths.faq.path,
              lazy: screen(() => import('@/features/content/routes/faq'), 'FaqRoute'),
            },
            {
              path: paths.privacy.path,
              lazy: screen(() => import('@/features/content/routes/privacy'), 'PrivacyRoute'),
            },
            {
              path: paths.terms.path,
              lazy: screen(() => import('@/features/content/routes/terms'), 'TermsRoute'),
            },
            {
              path: paths.cookiePolicy.path,
              lazy: screen(
                () => import('@/features/content/routes/cookie-policy'),
                'CookiePolicyRoute',
              ),
            },
            {
              path: paths.disclaimer.path,
              lazy: screen(() => import('@/features/content/routes/disclaimer'), 'DisclaimerRoute'),
            },
            {
              path: paths.contact.path,
              lazy: screen(() => import('@/features/contact/routes/contact'), 'ContactRoute'),
            },
            {
              path: paths.login.path,
              lazy: screen(() => import('@/features/account/routes/login'), 'LoginRoute'),
            },
            {
              path: paths.userActivation.path,
              lazy: screen(
                () => import('@/features/account/routes/user-activation'),
                'UserActivationRoute',
              ),
            },
            {
              path: paths.paymentSuccess.path,
              lazy: screen(
                () => import('@/features/checkout/routes/payment-success'),
                'PaymentSuccessRoute',
              ),
            },
            {
              path: paths.transferRequested.path,
              lazy: screen(
                () => import('@/features/checkout/routes/payment-success'),
                'PaymentSuccessRoute',
              ),
            },
            {
              path: paths.paymentError.path,
              lazy: screen(
                () => import('@/features/content/routes/payment-error'),
                'PaymentErrorRoute',
              ),
            },
            {
              path: paths.forgotPassword.path,
              lazy: screen(
                () => import('@/features/account/routes/forgot-password'),
                'ForgotPasswordRoute',
              ),
            },
            {
              path: paths.resetPassword.path,
              lazy: screen(
                () => import('@/features/account/routes/reset-password'),
                'ResetPasswordRoute',
              ),
            },
            {
              path: paths.pageNotFound.path,
              lazy: screen(
                () => import('@/features/content/routes/page-not-found'),
                'PageNotFoundRoute',
              ),
            },
            { path: '*', element: <Navigate to={paths.pageNotFound.path} replace /> },
            // Declared after the catch-all as in the spec; route ranking still matches it first.
            {
              path: paths.profile.path,
              loader: requireUser(queryClient),
              lazy: screen(() => import('@/features/account/routes/profile'), 'ProfileRoute'),
            },
          ],
        },
      ],
    },
  ];
}
