import { cardNumberLength } from '@giro/shared/contact-info/card-format';
import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { DeliveryMode } from '@giro/shared/contact-info/delivery-mode';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeliveryModeField } from './delivery-mode-field';
import { FormCardField } from './form-card-field';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

export type BankFieldsProps = { modes: readonly DeliveryMode[] };

/**
 * Card delivery needs the card (the account is optional); bank transfer needs the account and
 * the swift (the card is optional). Fields keep one order so the sender's eye does not jump.
 */
export function BankFields({ modes }: BankFieldsProps) {
  const { t } = useTranslation('recipient');
  const mode = useWatch<ContactInfoInput, 'bank.mode'>({ name: 'bank.mode' });
  const optional = (label: string) => t('optional', { label });
  const hint = t('hints.digits', { count: cardNumberLength });
  return (
    <FormSection title={t('sections.delivery')}>
      <DeliveryModeField modes={modes} />
      <FormCardField
        name="bank.number_card"
        label={mode === 'card' ? t('fields.cardNumber') : optional(t('fields.cardNumber'))}
        hint={hint}
      />
      <FormCardField
        name="bank.account"
        label={mode === 'bank' ? t('fields.account') : optional(t('fields.account'))}
        hint={hint}
      />
      {mode === 'bank' && (
        <FormTextField
          name="bank.swift"
          label={t('fields.swift')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      <FormTextField
        name="bank.address"
        label={optional(t('fields.bankName'))}
        autoComplete="off"
        className={mode === 'bank' ? undefined : 'sm:col-span-2'}
      />
    </FormSection>
  );
}
