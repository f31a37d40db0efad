import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { passwordHelpSchema, type PasswordHelpInput } from '@school/modules/support/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { useZodForm } from '../../shared/form';
import { useRouteTitle } from '../../shared/routing';
import { AccessCodeInput } from './AccessCodeInput';
import { askPasswordHelp } from './passwordHelp';
import { SignInFrame } from './SignInFrame';
import { usePasswordHelpTexts } from './texts';

type Outcome = { sent: string } | { failed: ApiError | null } | null;

/**
 * /esqueci-senha (decision 0069): the school resets passwords, so the page tells the student so
 * and sends its access code to the school's desk. The answer is the same whatever the code.
 */
export function ForgotPasswordPage() {
  useRouteTitle();
  const tp = usePasswordHelpTexts();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const form = useZodForm(passwordHelpSchema, {
    initialValues: { login: '' },
    onValuesChange: () => setOutcome(null),
  });
  const submit = async ({ login }: PasswordHelpInput) => {
    setPending(true);
    try {
      setOutcome({ sent: (await askPasswordHelp(login)).message });
    } catch (error) {
      setOutcome({
        failed: error instanceof ApiError && !error.isNetwork && error.status < 500 ? error : null,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <SignInFrame title={tp('title')} subtitle={tp('intro')}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <AccessCodeInput
            {...form.getInputProps('login')}
            onChange={(value) => form.setFieldValue('login', value)}
          />
          <div role="status" aria-live="polite">
            {outcome && 'sent' in outcome && (
              <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    <Message code={outcome.sent} />
                  </Text>
                  <Text size="sm">{tp('next')}</Text>
                </Stack>
              </Alert>
            )}
          </div>
          {outcome && 'failed' in outcome && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {outcome.failed ? outcome.failed.message : <Message code="login.noConnection" />}
            </Alert>
          )}
          <Button type="submit" loading={pending} fullWidth>
            {tp('send')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm" py={4}>
              {tp('back')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </SignInFrame>
  );
}
