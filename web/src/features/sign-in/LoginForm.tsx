import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginAnswer, type LoginInput } from '@school/modules/identity/contracts';
import { Message } from '../../i18n/messages';
import { useZodForm } from '../../shared/form';
import { AccessCodeInput } from './AccessCodeInput';
import { loginFailure, type LoginFailure } from './loginFailure';
import { signIn } from './signIn';

export interface LoginFormProps {
  onSignedIn?(answer: LoginAnswer): void;
}

/**
 * Access code (masked XXXX-XXXX, upper case) and password (show/hide), validated with the
 * shared login schema; the refusal's message until the user types again.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [visible, visibility] = useDisclosure(false);
  const form = useZodForm(loginFormSchema, {
    initialValues: { username: '', password: '' },
    onValuesChange: () => setFailure(null),
  });
  const [pending, setPending] = useState(false);
  const submit = async (values: LoginInput) => {
    setFailure(null);
    setPending(true);
    try {
      const answer = await signIn(values);
      onSignedIn?.(answer);
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <AccessCodeInput
          {...form.getInputProps('username')}
          onChange={(value) => form.setFieldValue('username', value)}
        />
        <PasswordInput
          {...form.getInputProps('password')}
          label={t('login.password')}
          autoComplete="current-password"
          required
          visible={visible}
          onVisibilityChange={visibility.toggle}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': visible ? t('login.hidePassword') : t('login.showPassword'),
          }}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            <Message code={failure.code} params={failure.params} />
          </Alert>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
