import { useRef } from 'react';
import { Group, PasswordInput, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { z } from 'zod';
import { changePasswordFormSchema } from '@school/modules/identity/contracts';
import { isMessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { sessionStore } from '../../shared/session';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { applyServerErrors, SaveButton, useZodForm } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useChangePassword } from './api';
import { SettingsText, type SettingsTextKey, useSettingsTexts } from './texts';

type PasswordValues = z.input<typeof changePasswordFormSchema>;
type PasswordField = keyof PasswordValues;

const EMPTY: PasswordValues = { actualPassword: '', newPassword: '', confirmation: '' };

/** The profile save failure: on a 400 the server's (translated) message, else a general error; "Erro ao salvar!". */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 400) {
    return isMessageCode(error.code) ? <Message code={error.code} /> : error.message;
  }
  return <Message code="generic.server" />;
}

/**
 * Current password, new password and its confirmation, validated with the shared schema (at
 * least 5 characters, different from the current one, equal to the confirmation); the server
 * checks the current one. Save is locked for 2 seconds after a click.
 */
export function PasswordForm() {
  const ts = useSettingsTexts();
  const changePassword = useChangePassword();
  const idempotencyKey = useRef<string | null>(null);
  const form = useZodForm(changePasswordFormSchema, {
    initialValues: EMPTY,
    onValuesChange: () => {
      idempotencyKey.current = null;
    },
  });

  const save = async (values: z.output<typeof changePasswordFormSchema>) => {
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const answer = await changePassword.mutateAsync({ values, idempotencyKey: idempotencyKey.current });
      // Every other session of the user ended with the change; this one goes on with a fresh token.
      sessionStore.renew(answer.access_token);
      form.reset();
      idempotencyKey.current = null;
      void notify('success', <SettingsText k="passwordChanged" />);
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) {
        idempotencyKey.current = null;
        if (error.code === 'password.currentWrong') {
          form.setFieldError('actualPassword', <Message code="password.currentWrong" />);
        } else {
          applyServerErrors(form, error);
        }
      }
      void notify('error', failureMessage(error), { title: <Message code="settings.saveFailed" /> });
    }
  };

  const field = (name: PasswordField, label: SettingsTextKey, autoComplete: string) => (
    <SecretInput {...form.getInputProps(name)} label={ts(label)} autoComplete={autoComplete} />
  );

  return (
    <form noValidate onSubmit={(event) => form.onSubmit((values) => void save(values))(event)}>
      <Stack gap="md">
        <Text size="sm">{ts('passwordHint')}</Text>
        {field('actualPassword', 'currentPassword', 'current-password')}
        {field('newPassword', 'newPassword', 'new-password')}
        {field('confirmation', 'confirmation', 'new-password')}
        <Group justify="flex-end">
          <SaveButton />
        </Group>
      </Stack>
    </form>
  );
}

/** A required password field with a labelled, focusable show/hide toggle. */
function SecretInput({ label, ...props }: PasswordInputProps & { label: string }) {
  const ts = useSettingsTexts();
  const [visible, visibility] = useDisclosure(false);
  const field = label.toLowerCase();
  return (
    <PasswordInput
      {...props}
      label={label}
      required
      // PasswordInput does not mark its inner input itself.
      aria-invalid={props.error ? true : undefined}
      maxLength={1000}
      visible={visible}
      onVisibilityChange={visibility.toggle}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? ts('hidePassword', { field }) : ts('showPassword', { field }),
      }}
    />
  );
}
