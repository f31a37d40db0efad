import { useState } from 'react';
import { Alert, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import {
  isSupportCounterRed,
  SUPPORT_FORM_NOTICE,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SENT_MESSAGE,
  SUPPORT_SUBJECT_OPTIONS,
  supportMessageRemaining,
  supportRequestSchema,
} from '@school/modules/support/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter, useZodForm } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { useSendSupportRequest } from './api';
import { useSupportTexts } from './texts';

type Outcome = 'invalid' | 'sent' | null;

/**
 * "Fale conosco": name, e-mail, subject and message (at most 1000 characters, with a counter
 * that turns red at 10 or fewer remaining). Enviar validates with the shared schema, asks
 * "Você deseja enviar?" and shows "Sua solicitação foi enviada"; Cancelar asks "Você deseja
 * sair?" and goes to /home.
 */
export function SupportForm() {
  const text = useSupportTexts();
  const message = useMessages();
  const navigate = useNavigate();
  const user = useSession()?.user;
  // No subject chosen yet: '' is outside the subjects, so the schema answers "selecione".
  const blank = { name: user?.nomUsuario ?? '', email: '', pagina: '', desc: '' } as unknown as z.input<
    typeof supportRequestSchema
  >;
  const form = useZodForm(supportRequestSchema, { initialValues: blank });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const sendRequest = useSendSupportRequest();

  const desc = form.getValues().desc;
  const remaining = supportMessageRemaining(desc);
  const red = isSupportCounterRed(desc);

  const send = form.onSubmit(
    async (input) => {
      setOutcome(null);
      if (busy || !(await confirm(message('support.confirmSend')))) return;
      setBusy(true);
      try {
        await sendRequest.mutateAsync(input);
        form.reset();
        setOutcome('sent');
        void notify('success', <Message code={SUPPORT_SENT_MESSAGE} />);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && applyServerErrors(form, error)) {
          setOutcome('invalid');
        } else {
          void notifyError(error);
        }
      } finally {
        setBusy(false);
      }
    },
    () => setOutcome('invalid'),
  );

  const cancel = async () => {
    if (await confirm(message('support.confirmLeave'))) navigate('/home');
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      maw={860}
      noValidate
      onSubmit={send}
      aria-label={text('formLabel')}
      onChange={() => outcome === 'sent' && setOutcome(null)}
    >
      <Stack gap="md">
        <Text>{text('intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={text('name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={text('email')}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <NativeSelect
          label={text('subject')}
          withAsterisk
          data={[
            { value: '', label: text('select') },
            ...SUPPORT_SUBJECT_OPTIONS.map((o) => ({ value: o.value, label: message(o.label) })),
          ]}
          {...form.getInputProps('pagina')}
        />
        <Textarea
          label={text('message')}
          withAsterisk
          rows={7}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text span size="sm" c={red ? 'red.8' : 'dimmed'} fw={red ? 700 : undefined} data-warning={red}>
              {message('support.remaining', { count: remaining })}
            </Text>
          }
          {...form.getInputProps('desc')}
        />
        {outcome === 'invalid' && (
          <Alert color="red" role="alert" variant="light">
            <Message code={SUPPORT_FORM_NOTICE} />
          </Alert>
        )}
        {outcome === 'sent' && (
          <Alert color="green" role="status" variant="light" icon={<IconCircleCheck aria-hidden />}>
            <Message code={SUPPORT_SENT_MESSAGE} />
          </Alert>
        )}
        <FormFooter
          onCancel={() => void cancel()}
          cancelLabel={text('cancel')}
          saving={busy}
          saveLabel={text('send')}
        />
      </Stack>
    </Paper>
  );
}
