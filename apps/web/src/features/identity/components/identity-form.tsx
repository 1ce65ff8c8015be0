import {
  type IdentitySubmissionInput,
  identityDocumentTypes,
  identitySubmissionSchema,
} from '@giro/shared/compliance/identity-contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Field } from '@/components/ui/field';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { phoneCountries } from '@/components/ui/phone-countries';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-error';
import { useAppStore } from '@/lib/store/app-store';
import { useSubmitIdentity } from '../api/submit-identity';

const empty: IdentitySubmissionInput = {
  date_of_birth: '',
  address: { line: '', city: '', region: '', postal_code: '', country: 'US' },
  document_type: 'passport',
  document_number: '',
  document_country: 'US',
  document_expiry: '',
};

/**
 * Date of birth, address, an ID document and a photo of it, taken or chosen on the phone. The
 * server re-encodes the photo (nothing but its pixels is kept) and only staff ever see it.
 */
export function IdentityForm() {
  const { t } = useTranslation('identity');
  const language = useAppStore((state) => state.language);
  const countries = useMemo(() => phoneCountries(language), [language]);
  const form = useZodForm(identitySubmissionSchema, { defaultValues: empty });
  const submit = useSubmitIdentity();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const { register } = form;

  const countryOptions = countries.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));

  return (
    <Form
      form={form}
      className="grid max-w-2xl gap-5 sm:grid-cols-2"
      onSubmit={(data) => {
        if (photo === null) {
          setPhotoError('validation.required');
          return;
        }
        submit.mutate(
          { data, photo },
          {
            onError: (error) => {
              if (!(error instanceof ApiError)) return;
              for (const { path, message } of error.errors) {
                if (path in empty || path.startsWith('address.')) {
                  form.setError(path as keyof IdentitySubmissionInput, { message });
                }
              }
            },
          },
        );
      }}
    >
      <FormField label={t('form.dateOfBirth')}>
        <Input type="date" autoComplete="bday" {...register('date_of_birth')} />
      </FormField>
      <FormField label={t('form.addressLine')}>
        <Input autoComplete="street-address" {...register('address.line')} />
      </FormField>
      <FormField label={t('form.city')}>
        <Input autoComplete="address-level2" {...register('address.city')} />
      </FormField>
      <FormField label={t('form.region')}>
        <Input autoComplete="address-level1" {...register('address.region')} />
      </FormField>
      <FormField label={t('form.postalCode')}>
        <Input autoComplete="postal-code" {...register('address.postal_code')} />
      </FormField>
      <FormField label={t('form.country')}>
        <Select autoComplete="country" {...register('address.country')}>
          {countryOptions}
        </Select>
      </FormField>
      <FormField label={t('form.documentType')}>
        <Select {...register('document_type')}>
          {identityDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('form.documentNumber')}>
        <Input autoComplete="off" maxLength={40} {...register('document_number')} />
      </FormField>
      <FormField label={t('form.documentCountry')}>
        <Select {...register('document_country')}>{countryOptions}</Select>
      </FormField>
      <FormField label={t('form.documentExpiry')}>
        <Input type="date" {...register('document_expiry')} />
      </FormField>
      <div className="sm:col-span-2">
        <Field label={t('form.photo')} hint={t('form.photoHint')} error={photoError}>
          <input
            type="file"
            name="photo"
            accept="image/jpeg,image/png"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-medium file:text-brand-800"
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              setPhotoError(undefined);
            }}
          />
        </Field>
      </div>
      {submit.error &&
        !(submit.error instanceof ApiError && submit.error.code === 'validation') && (
          <div className="sm:col-span-2">
            <ErrorBox>{submit.error.message}</ErrorBox>
          </div>
        )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
