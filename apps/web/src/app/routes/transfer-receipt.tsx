import { TransferReceiptRoute } from '@/features/transfers/routes/transfer-receipt';
import { LogoMark } from '../layout/logo';

/** The printable receipt, headed by the site's mark. */
export function TransferReceiptWithMarkRoute() {
  return <TransferReceiptRoute mark={<LogoMark className="size-12" />} />;
}
