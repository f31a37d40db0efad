import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_NAME_MAX,
  type Activity,
  type ActivityInput,
  activitySchema,
} from '@school/modules/assessment/contracts';
import { Message } from '../../i18n/messages';
import { FormFooter, useOnChange } from '../../shared/form';
import { useChapters, useTrails } from '../../shared/content';
import { useActivityTexts } from './texts';
import { Dialog } from '../../shared/ui';

interface Values {
  codTrlLivro: string;
  capitulos: string[];
  nomAtividade: string;
  desDescricao: string;
}

const valuesOf = (activity: Activity | null): Values => ({
  codTrlLivro: activity ? String(activity.codTrlLivro) : '',
  capitulos: (activity?.capitulos ?? []).map((c) => String(c.codTrlCapitulo)),
  nomAtividade: activity?.nomAtividade ?? '',
  desDescricao: activity?.desDescricao ?? '',
});

export interface ActivityDialogProps {
  opened: boolean;
  mode: 'new' | 'edit' | 'view';
  activity: Activity | null;
  onClose: () => void;
  onSave: (body: ActivityInput) => Promise<boolean>;
}

/**
 * The activity dialog: trail, its chapters (several), Nome and Descrição, all required: a missing
 * one shows the warning "Aviso: Todos os campos devem ser preenchidos." (the server's rule and
 * message). In view mode every field is read-only.
 */
export function ActivityDialog({ opened, mode, activity, onClose, onSave }: ActivityDialogProps) {
  const ta = useActivityTexts();
  const [values, setValues] = useState<Values>(valuesOf(activity));
  const [warning, setWarning] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const trails = useTrails();
  const chapters = useChapters(values.codTrlLivro ? Number(values.codTrlLivro) : null);
  const readOnly = mode === 'view';

  // Each opening starts from the activity (or empty); closing keeps what fades out.
  useOnChange([opened, activity], () => {
    if (!opened) return;
    setValues(valuesOf(activity));
    setWarning(null);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = activitySchema.safeParse({
      codTrlLivro: values.codTrlLivro || undefined,
      capitulos: values.capitulos.map(Number),
      nomAtividade: values.nomAtividade,
      desDescricao: values.desDescricao,
    });
    if (!parsed.success) {
      setWarning(parsed.error.issues[0]!.message);
      return;
    }
    setWarning(null);
    setSaving(true);
    try {
      if (await onSave(parsed.data)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={mode === 'new' ? ta('newTitle') : mode === 'edit' ? ta('editTitle') : ta('viewTitle')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {warning && (
            <Alert
              color="yellow"
              variant="light"
              title={<Message code="activity.warning" />}
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
            >
              <Message code={warning} />
            </Alert>
          )}
          <Select
            label={ta('trail')}
            required
            readOnly={readOnly}
            data={(trails.data ?? []).map((tr) => ({ value: String(tr.codTrlLivro), label: tr.dscTitulo }))}
            value={values.codTrlLivro || null}
            onChange={(value) => setValues((v) => ({ ...v, codTrlLivro: value ?? '', capitulos: [] }))}
            data-autofocus
          />
          <MultiSelect
            searchable
            label={ta('chapters')}
            required
            readOnly={readOnly}
            disabled={!values.codTrlLivro}
            data={(chapters.data ?? []).map((c) => ({ value: String(c.codTrlCapitulo), label: c.dscTitulo }))}
            value={values.capitulos}
            onChange={(capitulos) => setValues((v) => ({ ...v, capitulos }))}
          />
          <TextInput
            label={ta('name')}
            required
            readOnly={readOnly}
            maxLength={ACTIVITY_NAME_MAX}
            value={values.nomAtividade}
            onChange={(e) => {
              const nomAtividade = e.currentTarget.value;
              setValues((v) => ({ ...v, nomAtividade }));
            }}
          />
          <Textarea
            label={ta('description')}
            required
            readOnly={readOnly}
            maxLength={ACTIVITY_DESCRIPTION_MAX}
            rows={3}
            value={values.desDescricao}
            onChange={(e) => {
              const desDescricao = e.currentTarget.value;
              setValues((v) => ({ ...v, desDescricao }));
            }}
          />
          {readOnly ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {ta('close')}
              </Button>
            </Group>
          ) : (
            <FormFooter onCancel={onClose} saving={saving} />
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
