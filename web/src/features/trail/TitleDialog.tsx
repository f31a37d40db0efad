import { useEffect } from 'react';
import { TextInput } from '@mantine/core';
import { contentTitleSchema, TITLE_MAX } from '@school/modules/content/contracts';
import { z } from 'zod';
import { Message } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { FormDialog, useZodForm } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useTrailTexts } from './texts';

const schema = z.object({ dscTitulo: contentTitleSchema });

export interface TitleDialogProps {
  opened: boolean;
  /** The dialog's heading ("Nova trilha", "Alterar capítulo"...). */
  heading: string;
  /** The title being edited; empty for a new record. */
  initial?: string;
  onClose: () => void;
  /** Saves; resolves true when done (the dialog then closes). */
  onSave: (dscTitulo: string) => Promise<boolean>;
}

/**
 * The trail and chapter dialog: one field, the title (required, at most 100), validated by the
 * server's own schema. An empty title shows the spec's "Ooops!" notice; cancel asks "Você
 * deseja cancelar?" before closing.
 */
export function TitleDialog({ opened, heading, initial = '', onClose, onSave }: TitleDialogProps) {
  const ts = useTrailTexts();
  const form = useZodForm(schema, { initialValues: { dscTitulo: initial } });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (opened) {
      setValues({ dscTitulo: initial });
      resetDirty({ dscTitulo: initial });
    }
  }, [opened, initial, setValues, resetDirty]);

  const cancel = async () => {
    if (await confirm(ts('cancelConfirm'))) onClose();
  };

  const submit = form.onSubmit(
    async ({ dscTitulo }) => {
      if (await onSave(dscTitulo)) onClose();
    },
    () =>
      void notify('warning', <Message code="trail.fieldsRequired" />, {
        title: <Message code="trail.oops" />,
      }),
  );

  return (
    <FormDialog opened={opened} title={heading} onCancel={() => void cancel()} onSubmit={submit}>
      <TextInput
        label={ts('titleLabel')}
        required
        maxLength={TITLE_MAX}
        data-autofocus
        {...form.getInputProps('dscTitulo')}
      />
    </FormDialog>
  );
}
