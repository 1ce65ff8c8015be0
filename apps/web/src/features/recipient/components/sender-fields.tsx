import { moneySources } from '@giro/shared/contact-info/money-sources';
import { senderPhoneCountry } from '@giro/shared/contact-info/validate-phone';
import { useTranslation } from 'react-i18next';
import { FormPhoneField } from './form-phone-field';
import { FormSection } from './form-section';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

export function SenderFields() {
  const { t } = useTranslation('recipient');
  const sources = moneySources.map((value) => ({ value, label: t(`moneySources.${value}`) }));
  return (
    <FormSection title={t('sections.sender')}>
      <FormTextField name="sender.fullname" label={t('fields.fullname')} autoComplete="name" />
      <FormTextField
        name="sender.email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
      />
      <FormPhoneField
        name="sender.phone"
        label={t('fields.phone')}
        countryLabel={t('fields.phoneCountry')}
        defaultCountry={senderPhoneCountry}
        autoComplete="tel-national"
      />
      <FormSelectField
        name="sender.moneysource"
        label={t('fields.moneysource')}
        options={sources}
      />
    </FormSection>
  );
}
