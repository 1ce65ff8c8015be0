import { formatCardGroups, unmaskDigits } from '@giro/shared/contact-info/card-format';
import {
  type ContactInfoInput,
  emptyContactInfo,
} from '@giro/shared/contact-info/contact-info-schema';
import { provinceSchema } from '@giro/shared/contact-info/cuban-provinces';
import { type DeliveryMode, deliveryModesFor } from '@giro/shared/contact-info/delivery-mode';
import { moneySourceSchema } from '@giro/shared/contact-info/money-sources';
import { relationSchema } from '@giro/shared/contact-info/relations';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import type { z } from 'zod';
import type { ContactInfo as StoredContact } from '@/lib/store/app-state';

function oneOf<T>(schema: z.ZodType<T>, value: string, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * What the form starts with: the stored details, with choices the destination or the lists no
 * longer offer reset to their defaults, and numbers shown in groups of four.
 */
export function formValuesFrom(
  stored: StoredContact,
  destination: DestinationCode,
): ContactInfoInput {
  const empty = emptyContactInfo(destination);
  const { mode: storedMode, ...bank } = stored.bank;
  const mode =
    storedMode && deliveryModesFor(destination).includes(storedMode) ? storedMode : empty.bank.mode;
  return {
    sender: {
      ...stored.sender,
      moneysource: oneOf(moneySourceSchema, stored.sender.moneysource, empty.sender.moneysource),
    },
    receiver: {
      ...stored.receiver,
      province: oneOf(provinceSchema, stored.receiver.province, ''),
      relation: oneOf(relationSchema, stored.receiver.relation, ''),
    },
    bank: {
      ...bank,
      mode,
      number_card: formatCardGroups(bank.number_card),
      account: formatCardGroups(bank.account),
    },
  };
}

type ContactValues = Omit<StoredContact, 'bank'> & {
  bank: Omit<StoredContact['bank'], 'mode'> & { mode?: DeliveryMode | null | undefined };
};

/** The form's values (as typed, or validated) as the store keeps them: numbers without spaces. */
export function storableContact({ sender, receiver, bank }: ContactValues): StoredContact {
  const { mode, ...rest } = bank;
  const digits = {
    ...rest,
    number_card: unmaskDigits(rest.number_card),
    account: unmaskDigits(rest.account),
  };
  return {
    sender: { ...sender },
    receiver: { ...receiver },
    bank: mode ? { ...digits, mode } : digits,
  };
}
