import type { CardPrefixError, CardPrefixLists } from '@giro/shared/contact-info/card-prefix';
import {
  type ContactInfoInput,
  contactInfoSchema,
  type ContactInfo as ValidContactInfo,
} from '@giro/shared/contact-info/contact-info-schema';
import { deliveryModesFor } from '@giro/shared/contact-info/delivery-mode';
import type { DestinationCode, PayMode } from '@giro/shared/pricing/enums';
import { type ReactNode, useMemo, useState } from 'react';
import type { SubmitErrorHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { appStore, setContactInfo } from '@/lib/store/app-store';
import { usePersistContactInfo } from '../hooks/use-persist-contact-info';
import { type SenderPrefill, useSenderPrefill } from '../hooks/use-sender-prefill';
import { formValuesFrom, storableContact } from '../lib/contact-form-values';
import { type ReceiverRefill, refilledValues } from '../lib/refill-receiver';
import { BankFields } from './bank-fields';
import { ReceiverFields } from './receiver-fields';
import { SenderFields } from './sender-fields';

const cardPrefixErrors: readonly string[] = [
  'validation.card_not_cup',
  'validation.card_not_mlc',
] satisfies CardPrefixError[];

export type ContactInfoFormProps = {
  destination: DestinationCode;
  prefixLists: CardPrefixLists;
  payMode: PayMode;
  senderPrefill?: SenderPrefill | undefined;
  /** Offers past receivers (composed by the app): `fill` puts one into the form. */
  receiverPicker?: ((fill: (saved: ReceiverRefill) => void) => ReactNode) | undefined;
};

/** Sender, receiver and bank details; 'Next' saves them and goes on to pay. */
export function ContactInfoForm({
  destination,
  prefixLists,
  payMode,
  senderPrefill,
  receiverPicker,
}: ContactInfoFormProps) {
  const { t } = useTranslation('recipient');
  const navigate = useNavigate();
  const schema = useMemo(
    () => contactInfoSchema(destination, prefixLists),
    [destination, prefixLists],
  );
  const [defaultValues] = useState(() => formValuesFrom(appStore.getState().contact, destination));
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues });
  const cancelPendingCopy = usePersistContactInfo(form);
  useSenderPrefill(form, senderPrefill);
  const modes = deliveryModesFor(destination);
  const fill = (saved: ReceiverRefill) => {
    const values = refilledValues(form.getValues(), saved, destination);
    form.setValue('receiver', values.receiver, { shouldDirty: true });
    form.setValue('bank', values.bank, { shouldDirty: true });
  };

  const onValid = async (contact: ValidContactInfo) => {
    cancelPendingCopy();
    setContactInfo(storableContact(contact));
    await navigate(payMode === 'crypto' ? paths.cryptoCheckout.path : paths.checkout.path);
  };

  // Spec §5: a card of the wrong currency is also announced by an error toast.
  const onInvalid: SubmitErrorHandler<ContactInfoInput> = (errors) => {
    const cardError = errors.bank?.number_card?.message;
    if (cardError && cardPrefixErrors.includes(cardError)) {
      notify.error(translateMessage(t, cardError));
    }
  };

  return (
    <Form form={form} onSubmit={onValid} onInvalid={onInvalid} className="space-y-6">
      <SenderFields />
      {receiverPicker && <div className="flex justify-end">{receiverPicker(fill)}</div>}
      <ReceiverFields />
      {modes.length > 0 && <BankFields modes={modes} />}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {t('next')}
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </Form>
  );
}
