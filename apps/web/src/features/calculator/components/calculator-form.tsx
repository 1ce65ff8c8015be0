import {
  type FormEvent,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ArrowRightIcon } from '@/components/ui/icons';
import { UnreachableNotice } from '@/components/unreachable-notice';
import { paths } from '@/config/paths';
import type { CartItem } from '@/lib/store/app-state';
import { appStore } from '@/lib/store/app-store';
import { QUOTE_DEBOUNCE_MS, useDebouncedQuote } from '../hooks/use-debounced-quote';
import { useQuoteInCart } from '../hooks/use-quote-in-cart';
import {
  amountCurrency,
  type CalculatorOffer,
  deliveryFor,
  destinationsFor,
} from '../model/calculator-offer';
import { type CalculatorAction, reducerFor } from '../model/calculator-reducer';
import {
  type EntryField,
  initialCalculatorState,
  isPositiveAmount,
  quoteRequest,
} from '../model/calculator-state';
import { calculatorFields, earlyInput } from '../model/early-input';
import { outcomeAction } from '../model/outcome-action';
import { AmountInput } from './amount-input';
import { CurrencyFields } from './currency-fields';
import { DeliveryField } from './delivery-field';
import { QuoteMessages } from './quote-messages';
import { QuoteSummary } from './quote-summary';

export type CalculatorFormProps = {
  offer: CalculatorOffer;
  /** The operator's notices about closed destinations, shown above the fields. */
  notice: string;
  hash: string;
  /** The cart's item when the form mounts: the transfer in progress to show again. */
  cartItem: CartItem | undefined;
};

export function CalculatorForm({ offer, notice, hash, cartItem }: CalculatorFormProps) {
  const { t } = useTranslation('calculator');
  const navigate = useNavigate();
  const [initial] = useState(() => initialCalculatorState(offer, cartItem));
  const reduce = useMemo(() => reducerFor(offer), [offer]);
  const [state, dispatch] = useReducer(reduce, initial);
  const { schedule, pending, unreachable } = useDebouncedQuote((outcome) =>
    dispatch(outcomeAction(outcome, offer)),
  );
  useQuoteInCart(state, initial, offer);

  // A transfer restored from the cart is priced again at today's rate.
  useEffect(() => {
    schedule(quoteRequest(initial, hash), 0);
  }, [schedule, initial, hash]);

  // On a server-rendered page the visitor may have used the fields before they were hydrated.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const shown = appStore.getState().language;
    const actions = form.current ? earlyInput(form.current, initial, offer, shown) : [];
    if (actions.length === 0) return;
    for (const action of actions) dispatch(action);
    schedule(quoteRequest(actions.reduce(reduce, initial), hash), 0);
  }, [schedule, initial, offer, hash, reduce]);

  const change = (action: CalculatorAction, delayMs: number) => {
    dispatch(action);
    schedule(quoteRequest(reduce(state, action), hash), delayMs);
  };
  const typeAmount = (field: EntryField) => (text: string) => {
    if (text !== (field === 'send' ? state.amount : state.receiving)) {
      change({ type: 'amountTyped', field, text }, QUOTE_DEBOUNCE_MS);
    }
  };

  const paymentCurrency = offer.currencies.find((option) => option.name === state.currency);
  const sendCurrency = amountCurrency(offer, state.currency);
  // The quote's part of the form follows the fields a moment later: a keystroke or a choice
  // paints its field at once, and the summary and messages (most of the form's rendering and of
  // its changes to the page) update in a render of their own right after.
  const shown = useDeferredValue(state);
  const shownPending = useDeferredValue(pending);
  // The chosen delivery option's window: the one source of delivery times (operator data).
  const deliveryWindow = offer.delivery.find((option) => option.id === shown.delivery)?.interval;
  const canContinue =
    state.currency !== '' && isPositiveAmount(state.receiving) && !pending && state.result !== null;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (canContinue) void navigate(paths.userInfo.path);
  };

  return (
    <form ref={form} noValidate onSubmit={next} className="mt-5 space-y-4">
      {notice && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm whitespace-pre-line text-brand-900 ring-1 ring-brand-100">
          {notice}
        </p>
      )}
      <CurrencyFields
        offer={{ ...offer, destinations: destinationsFor(offer, state.currency) }}
        state={state}
        onCurrency={(currency) => change({ type: 'currencyChosen', currency }, 0)}
        onDestination={(destination) => change({ type: 'destinationChosen', destination }, 0)}
      />
      <Field
        label={t('form.send')}
        hint={
          paymentCurrency?.fiat === false
            ? t('form.paysIn', { currency: paymentCurrency.name })
            : undefined
        }
      >
        <AmountInput
          name={calculatorFields.send}
          value={state.amount}
          onValueChange={typeAmount('send')}
          currency={sendCurrency}
        />
      </Field>
      <Field label={t('form.receive')}>
        <AmountInput
          name={calculatorFields.receive}
          value={state.receiving}
          onValueChange={typeAmount('receive')}
          currency={state.destination ?? ''}
        />
      </Field>
      <DeliveryField
        options={deliveryFor(offer, state.destination)}
        value={state.delivery}
        onChange={(delivery) => change({ type: 'deliveryChosen', delivery }, 0)}
      />
      <QuoteMessages minimum={shown.minimum} refusal={shown.refusal} />
      {unreachable && <UnreachableNotice />}
      <QuoteSummary
        result={shown.result}
        pending={shownPending}
        deliveryWindow={deliveryWindow ?? null}
        awaitingAmount={shown.amount === '' && shown.receiving === ''}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!canContinue}>
        {t('form.next')}
        <ArrowRightIcon className="size-5" />
      </Button>
    </form>
  );
}
