import { useSession } from '@/features/account/api/get-user';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { useLastSender } from '@/features/recipient/api/get-last-sender';
import { UserInformationPage } from '@/features/recipient/components/user-information-page';
import { ReceiverPicker } from '@/features/transfers/components/receiver-picker';

/** /user-information: the recipient form with the cart's order summary, for the signed-in user. */
export function UserInformationRoute() {
  const { data: user } = useSession();
  // The phone of the latest order: a sender need not type it for every transfer.
  const last = useLastSender().data?.sender;
  const senderPrefill = user
    ? {
        fullname: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        phone: last?.phone ?? '',
      }
    : undefined;
  return (
    <UserInformationPage
      summary={<OrderSummary />}
      senderPrefill={senderPrefill}
      receiverPicker={(destination) => (fill) => (
        <ReceiverPicker destination={destination} onPick={fill} />
      )}
    />
  );
}
