import { cubanProvinces } from '@giro/shared/contact-info/cuban-provinces';
import { documentLength } from '@giro/shared/contact-info/receiver-schema';
import { relations } from '@giro/shared/contact-info/relations';
import { receiverPhoneCountry } from '@giro/shared/contact-info/validate-phone';
import { useTranslation } from 'react-i18next';
import { FormPhoneField } from './form-phone-field';
import { FormSection } from './form-section';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

const provinces = cubanProvinces.map((province) => ({ value: province, label: province }));

export function ReceiverFields() {
  const { t } = useTranslation('recipient');
  const relationOptions = relations.map((value) => ({ value, label: t(`relations.${value}`) }));
  const optional = (label: string) => t('optional', { label });
  return (
    <FormSection title={t('sections.receiver')}>
      <FormTextField name="receiver.fullname" label={t('fields.fullname')} autoComplete="off" />
      <FormTextField
        name="receiver.document"
        label={t('fields.document')}
        hint={t('hints.digits', { count: documentLength })}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormPhoneField
        name="receiver.phone"
        label={t('fields.phone')}
        countryLabel={t('fields.phoneCountry')}
        defaultCountry={receiverPhoneCountry}
        autoComplete="off"
      />
      <FormSelectField
        name="receiver.relation"
        label={optional(t('fields.relation'))}
        options={relationOptions}
        placeholder={t('choose')}
      />
      <FormTextField
        name="receiver.address"
        label={t('fields.address')}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <FormTextField name="receiver.city" label={optional(t('fields.city'))} autoComplete="off" />
      <FormSelectField
        name="receiver.province"
        label={optional(t('fields.province'))}
        options={provinces}
        placeholder={t('choose')}
      />
      <FormTextField
        name="receiver.zipcode"
        label={optional(t('fields.zipcode'))}
        inputMode="numeric"
        autoComplete="off"
      />
    </FormSection>
  );
}
