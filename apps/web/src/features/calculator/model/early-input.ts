import type { Language } from '@giro/shared/i18n';
import { shownAmount, typedAmount } from './amount-text';
import type { CalculatorOffer } from './calculator-offer';
import type { CalculatorAction } from './calculator-reducer';
import type { CalculatorState } from './calculator-state';

/** The `name` of each calculator field, as the form reads them back (earlyInput). */
export const calculatorFields = {
  currency: 'currency',
  destination: 'destination_currency',
  delivery: 'delivery',
  send: 'amount',
  receive: 'receiving',
} as const;

function fieldValue(form: HTMLFormElement, name: string): string | undefined {
  const field = form.elements.namedItem(name);
  return field && 'value' in field ? field.value : undefined;
}

/**
 * What the visitor chose or typed in the server's markup before the page's script arrived, as
 * the actions that bring `state` there: the browser kept it in the fields, while the state starts
 * from what the server rendered.
 */
export function earlyInput(
  form: HTMLFormElement,
  state: CalculatorState,
  offer: CalculatorOffer,
  language: Language,
): CalculatorAction[] {
  const actions: CalculatorAction[] = [];
  const currency = fieldValue(form, calculatorFields.currency);
  if (currency !== state.currency && offer.currencies.some(({ name }) => name === currency)) {
    actions.push({ type: 'currencyChosen', currency: currency ?? '' });
  }
  const destinationValue = fieldValue(form, calculatorFields.destination);
  const destination = offer.destinations.find((code) => code === destinationValue);
  if (destination && destination !== state.destination) {
    actions.push({ type: 'destinationChosen', destination });
  }
  const delivery = offer.delivery.find(
    ({ id }) => String(id) === fieldValue(form, calculatorFields.delivery),
  );
  if (delivery && delivery.id !== state.delivery) {
    actions.push({ type: 'deliveryChosen', delivery: delivery.id });
  }
  // A field still showing the amount rendered (grouped, "34.500,00") was not typed in.
  const typed = (name: string, held: string) => {
    const shown = fieldValue(form, name);
    return shown === undefined || shown === shownAmount(held, language, false)
      ? held
      : typedAmount(shown);
  };
  const amount = typed(calculatorFields.send, state.amount);
  const receiving = typed(calculatorFields.receive, state.receiving);
  if (amount !== state.amount) actions.push({ type: 'amountTyped', field: 'send', text: amount });
  else if (receiving !== state.receiving) {
    actions.push({ type: 'amountTyped', field: 'receive', text: receiving });
  }
  return actions;
}
