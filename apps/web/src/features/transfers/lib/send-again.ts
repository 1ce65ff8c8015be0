import type { CalcMoneySentResponse } from '@giro/shared/pricing/contracts';
import { destinationCodeSchema } from '@giro/shared/pricing/enum-schemas';
import { type DestinationCode, quoteType } from '@giro/shared/pricing/enums';
import type { TransferDetail } from '@giro/shared/transfers/transfer-contracts';
import type { ContactInfo } from '@/lib/store/app-state';

/** A calculator request (type 1: the amount sent), the same shape the calculator builds. */
export type SendAgainRequest = {
  amount: string;
  currency: string;
  destination_currency: DestinationCode;
  type: typeof quoteType.send;
  key: string;
  delivery: number | null;
};

/** What 'Enviar de nuevo' hands the app to fill the calculator and the details page. */
export type SendAgainStart = {
  detail: TransferDetail;
  request: SendAgainRequest;
  quote: CalcMoneySentResponse;
};

/** An order awaiting payment is still to be paid, not repeated. */
export const canSendAgain = (status: TransferDetail['status']) => status !== 'awaiting_payment';

/** The calculator inputs of the order: corridor, amount sent, delivery option and agent. */
export function sendAgainRequest(detail: TransferDetail): SendAgainRequest | null {
  const destination = destinationCodeSchema.safeParse(detail.destination_currency);
  if (!destination.success) return null;
  return {
    amount: detail.principal,
    currency: detail.payment_currency,
    destination_currency: destination.data,
    type: quoteType.send,
    key: detail.agent_hash ?? '',
    delivery: detail.delivery_option,
  };
}

/** The order's sender, receiver and bank as the details form starts from them. */
export function contactOf(detail: TransferDetail): ContactInfo {
  const { mode, ...numbers } = detail.bank;
  return {
    sender: detail.sender,
    receiver: detail.receiver,
    bank: { ...numbers, ...(mode !== null && { mode }) },
  };
}
