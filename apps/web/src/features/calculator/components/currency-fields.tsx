import type { DestinationCode } from '@giro/shared/pricing/enums';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { CalculatorOffer } from '../model/calculator-offer';
import type { CalculatorState } from '../model/calculator-state';
import { calculatorFields } from '../model/early-input';

export type CurrencyFieldsProps = {
  offer: CalculatorOffer;
  state: Pick<CalculatorState, 'currency' | 'destination' | 'amount' | 'receiving'>;
  onCurrency: (currency: string) => void;
  onDestination: (destination: DestinationCode) => void;
};

/**
 * Payment and destination currency. The payment one is the sender's choice (spec §2); the
 * destination's hint says what the receiver gets, since "USD CASH" or "AIS" alone say nothing.
 */
export function CurrencyFields({ offer, state, onCurrency, onDestination }: CurrencyFieldsProps) {
  const { t } = useTranslation('calculator');
  const missingCurrency = state.currency === '';
  // Spec §5's message stays a hint until an amount waits for a currency to be priced in.
  const waiting = missingCurrency && (state.amount !== '' || state.receiving !== '');
  const message = t('form.choosePaymentCurrency');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <Field
        label={t('form.paymentCurrency')}
        hint={missingCurrency && !waiting ? message : undefined}
        error={waiting ? message : undefined}
      >
        <Select
          name={calculatorFields.currency}
          value={state.currency}
          onChange={(event) => onCurrency(event.target.value)}
        >
          <option value="" disabled>
            —
          </option>
          {offer.currencies.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('form.destinationCurrency')}
        hint={state.destination ? t(`destinations.${state.destination}`) : undefined}
      >
        <Select
          name={calculatorFields.destination}
          value={state.destination ?? ''}
          onChange={(event) => {
            const chosen = offer.destinations.find((code) => code === event.target.value);
            if (chosen) onDestination(chosen);
          }}
        >
          {offer.destinations.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
