import { useState } from 'react';
import { FileInput, Group, NumberInput, Progress, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  assemblyDetailSchema,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  dialogueDetailSchema,
  DIALOGUE_MAX_ENTRIES,
  textDetailSchema,
  videoDetailSchema,
} from '@school/modules/content/contracts';
import { Message } from '../../../i18n/messages';
import { FormFooter, zodErrors } from '../../../shared/form';
import { useAssemblies, useCharacters } from './api';
import { useEditorTexts } from './texts';

/** What a content form holds, for every type (each type uses its part). */
export interface ContentValues {
  dscTitulo: string;
  dscTexto: string;
  dscDescricao: string;
  dscLink: string;
  codTrlMontagem: string;
  entradas: { codTrlPersonagem: string; dscTexto: string }[];
  file: File | null;
}

export const EMPTY_VALUES: ContentValues = {
  dscTitulo: '',
  dscTexto: '',
  dscDescricao: '',
  dscLink: '',
  codTrlMontagem: '',
  entradas: [{ codTrlPersonagem: '', dscTexto: '' }],
  file: null,
};

/** The spec's clamp of the number of dialogue entries: 0 becomes 1, above 12 becomes 12. */
export const clampEntries = (n: number): number =>
  Math.min(DIALOGUE_MAX_ENTRIES, Math.max(1, Math.trunc(n) || 1));

/** The type's rules as form errors (the server's own schemas, so the same messages). */
function validate(type: number, v: ContentValues, imageKept: boolean) {
  switch (type) {
    case 1:
      return zodErrors(textDetailSchema, v);
    case 2:
      return v.file || imageKept ? {} : { file: <Message code="content.imageRequired" /> };
    case 4: {
      const errors = zodErrors(dialogueDetailSchema, { entradas: v.entradas });
      return Object.fromEntries(
        Object.entries(errors).map(([k, e]) => [k.replace(/^entradas\.(\d+)\./, 'entradas.$1.'), e]),
      );
    }
    case 5:
      return zodErrors(videoDetailSchema, v);
    case 6:
      return zodErrors(assemblyDetailSchema, v);
    default:
      return {};
  }
}

export interface ContentFormProps {
  type: number;
  initial?: ContentValues;
  /** An image content being edited: its image stays unless a new file is picked. */
  imageKept?: boolean;
  readOnly?: boolean;
  /** Upload progress of an image, 0..1, while it is sent. */
  progress?: number | null;
  onCancel: () => void;
  onSave: (values: ContentValues) => void;
}

/** The form of one content type: text (1), image (2), dialogue (4), video (5), assembly (6). */
export function ContentForm({
  type,
  initial = EMPTY_VALUES,
  imageKept = false,
  readOnly = false,
  progress = null,
  onCancel,
  onSave,
}: ContentFormProps) {
  const te = useEditorTexts();
  const characters = useCharacters();
  const assemblies = useAssemblies();
  const form = useForm<ContentValues>({
    initialValues: initial,
    validate: (v) => validate(type, v, imageKept),
  });
  const [count, setCount] = useState(initial.entradas.length);
  const setEntries = (n: number) => {
    const next = clampEntries(n);
    setCount(next);
    const list = form.getValues().entradas.slice(0, next);
    while (list.length < next) list.push({ codTrlPersonagem: '', dscTexto: '' });
    form.setFieldValue('entradas', list);
  };
  const titled = type === 1 || type === 2 || type === 5;
  return (
    <form onSubmit={form.onSubmit((v) => onSave(v))} noValidate>
      <Stack>
        {titled && (
          <TextInput
            label={te('title')}
            maxLength={CONTENT_TITLE_MAX}
            readOnly={readOnly}
            {...form.getInputProps('dscTitulo')}
          />
        )}
        {type === 1 && (
          <Textarea
            label={te('text')}
            required
            maxLength={CONTENT_TEXT_MAX}

            minRows={4}
            readOnly={readOnly}
            {...form.getInputProps('dscTexto')}
          />
        )}
        {type === 2 && !readOnly && (
          <FileInput
            label={te('image')}
            required={!imageKept}
            accept="image/jpeg,image/png,image/webp"
            clearable
            {...form.getInputProps('file')}
          />
        )}
        {type === 2 && progress !== null && (
          <Progress
            value={Math.round(progress * 100)}
            aria-label={te('uploading', { percent: Math.round(progress * 100) })}
          />
        )}
        {type === 4 && (
          <>
            <NumberInput
              label={te('entries')}
              min={0}
              max={99}
              value={count}
              readOnly={readOnly}
              onChange={(n) => setEntries(Number(n))}
            />
            {form.getValues().entradas.map((_, i) => (
              <Group key={i} grow align="flex-start">
                <Select
                  label={`${te('character')} ${i + 1}`}
                  required
                  readOnly={readOnly}
                  data={(characters.data ?? []).map((c) => ({
                    value: String(c.codTrlPersonagem),
                    label: c.nomPersonagem,
                  }))}
                  {...form.getInputProps(`entradas.${i}.codTrlPersonagem`)}
                />
                <Textarea
                  label={`${te('text')} ${i + 1}`}
                  required

                  readOnly={readOnly}
                  {...form.getInputProps(`entradas.${i}.dscTexto`)}
                />
              </Group>
            ))}
          </>
        )}
        {type === 5 && (
          <>
            <Textarea
              label={te('description')}
              maxLength={240}
              readOnly={readOnly}
              {...form.getInputProps('dscDescricao')}
            />
            <TextInput
              label={te('link')}
              required
              type="url"
              readOnly={readOnly}
              {...form.getInputProps('dscLink')}
            />
          </>
        )}
        {type === 6 && (
          <>
            <Select
              label={te('assembly')}
              required
              readOnly={readOnly}
              data={(assemblies.data ?? []).map((a) => ({
                value: String(a.codTrlMontagem),
                label: a.nomMontagem,
              }))}
              {...form.getInputProps('codTrlMontagem')}
            />
            <Textarea
              label={te('description')}
              required
              readOnly={readOnly}
              {...form.getInputProps('dscTexto')}
            />
          </>
        )}
        {!readOnly && <FormFooter onCancel={onCancel} />}
      </Stack>
    </form>
  );
}
