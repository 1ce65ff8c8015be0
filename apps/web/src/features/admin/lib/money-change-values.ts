import type { MoneyChangeField } from '@giro/shared/admin/money-change-contracts';
import type { TFunction } from 'i18next';

/** A field of a change of where money goes as a person reads it: "Activa: Sí", "a → b". */
export function moneyChangeValue(t: TFunction<'admin'>, { before, after }: MoneyChangeField) {
  const word = (value: string | null) =>
    value === 'true'
      ? t('moneyChanges.yes')
      : value === 'false'
        ? t('moneyChanges.no')
        : (value ?? '—');
  return before === null ? word(after) : `${word(before)} → ${word(after)}`;
}
