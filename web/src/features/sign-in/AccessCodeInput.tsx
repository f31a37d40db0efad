import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAccessCode } from './accessCode';

export interface AccessCodeInputProps extends Omit<TextInputProps, 'onChange'> {
  /** The typed code, masked as XXXX-XXXX in upper case. */
  onChange(value: string): void;
}

/** The access code field of the sign-in form and of "Esqueci minha senha": masked, labelled, focused first. */
export function AccessCodeInput({ onChange, ...props }: AccessCodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...props}
      onChange={(event) => onChange(formatAccessCode(event.currentTarget.value))}
      label={t('login.accessCode')}
      description={t('login.accessCodeHint')}
      placeholder="XXXX-XXXX"
      autoComplete="username"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={9}
      required
      data-autofocus
    />
  );
}
