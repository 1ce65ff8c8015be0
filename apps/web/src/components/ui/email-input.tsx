import { maxTextLength } from '@giro/shared/contact-info/text-limits';
import { Input, type InputProps } from './input';

export type EmailInputProps = Omit<InputProps, 'type' | 'inputMode'> & {
  autoComplete?: 'email' | 'username';
};

/** An email address input with the mobile email keyboard and the shared text length cap. */
export function EmailInput({ autoComplete = 'email', ...props }: EmailInputProps) {
  return (
    <Input
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      maxLength={maxTextLength}
      {...props}
    />
  );
}
