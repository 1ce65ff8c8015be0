import { recoveryCodeSchema, totpCodeSchema } from '@giro/shared/accounts/second-factor-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';

export type CodeKind = 'totp' | 'recovery_code';

export type CodeFormProps = {
  kind: CodeKind;
  /** Sends the code; a refused code shows under the field, other failures as a toast. */
  submit: (code: string) => Promise<unknown>;
  submitLabel: string;
};

const schemas = {
  totp: z.object({ code: totpCodeSchema }),
  recovery_code: z.object({ code: recoveryCodeSchema }),
};

// Refusals that are about the code typed: said under the field, where the person looks.
const codeRefusals = new Set(['second_factor_invalid', 'second_factor_reused']);

/** One field for an authenticator code or a recovery code, and its button. */
export function CodeForm({ kind, submit, submitLabel }: CodeFormProps) {
  const { t } = useTranslation('security');
  const schema = useMemo(() => schemas[kind], [kind]);
  const form = useZodForm(schema, { defaultValues: { code: '' }, mode: 'onSubmit' });
  const { isSubmitting } = form.formState;

  const send = async ({ code }: { code: string }) => {
    try {
      await submit(code);
    } catch (error) {
      if (error instanceof ApiError && codeRefusals.has(error.code)) {
        form.setError('code', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof Error) {
        notify.error(error.message);
      }
    }
  };

  const totp = kind === 'totp';
  return (
    <Form form={form} onSubmit={send} className="space-y-4">
      <FormField
        label={totp ? t('secondStep.code') : t('secondStep.recoveryCode')}
        hint={totp ? t('secondStep.codeHint') : t('secondStep.recoveryHint')}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={totp ? 7 : 24}
          className="font-mono tracking-widest"
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('secondStep.pending') : submitLabel}
      </Button>
    </Form>
  );
}
