import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-user';
import { PaymentSuccessRoute } from '@/features/checkout/routes/payment-success';
import { useHydrated } from '@/hooks/use-hydrated';

const PasskeyOffer = lazy(() =>
  import('@/features/security/components/passkey-offer').then((module) => ({
    default: module.PasskeyOffer,
  })),
);

/**
 * /payment-success and /transfer-requested: after a transfer, a signed-in sender without a
 * passkey or an authenticator app is offered a passkey.
 */
export function PaymentSuccessWithOfferRoute() {
  const session = useSession();
  // The session is the browser's: the offer never enters the server's markup.
  const hydrated = useHydrated();
  const signedIn = hydrated && session.data != null;
  return (
    <PaymentSuccessRoute
      after={
        signedIn && (
          <Suspense fallback={null}>
            <PasskeyOffer securityHref={paths.profileSecurity.path} />
          </Suspense>
        )
      }
    />
  );
}
