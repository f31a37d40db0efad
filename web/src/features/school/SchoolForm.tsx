import { useRef } from 'react';
import { Paper, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { createSchoolSchema, updateSchoolSchema, type School } from '@school/modules/organization/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter, useZodForm } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type SchoolSaveAnswer, useSaveSchool } from './api';
import { SchoolText, useSchoolTexts } from './texts';

/** The schools list, where the form goes back to. */
export const SCHOOL_LIST_PATH = '/escola/listar';

/** What the form edits; the address is kept as it is (the spec's school form has no address block). */
export type SchoolFormValues = {
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
};

type SchoolFormOutput = {
  nomEscola: string;
  cstTxtPrefixoLogin?: string;
  codBseEndereco: number | null;
};

/** Both shared schemas, seen through what the form needs of them (create checks the prefix, update does not). */
type SchoolFormSchema = z.ZodType<SchoolFormOutput, SchoolFormValues>;

export interface SchoolFormProps {
  /** The school being edited; none when creating. */
  school?: School;
}

/**
 * Name and prefix (upper case, 2 letters, locked when editing), validated with the shared
 * schema; creating asks "Tem certeza de que deseja criar essa escola?" first. Each save sends an
 * Idempotency-Key, reused only when retrying a save that got no answer.
 */
export function SchoolForm({ school }: SchoolFormProps) {
  const ts = useSchoolTexts();
  const message = useMessages();
  const navigate = useNavigate();
  const saveSchool = useSaveSchool();
  const session = useSession();
  const editing = school !== undefined;
  const idempotencyKey = useRef<string | null>(null);
  const form = useZodForm((editing ? updateSchoolSchema : createSchoolSchema) as SchoolFormSchema, {
    initialValues: {
      nomEscola: school?.nomEscola ?? '',
      cstTxtPrefixoLogin: school?.cstTxtPrefixoLogin ?? '',
      codBseEndereco: school?.codBseEndereco ?? null,
    },
    // Other values are another save.
    onValuesChange: () => {
      idempotencyKey.current = null;
    },
  });

  const answered = (answer: SchoolSaveAnswer) => {
    idempotencyKey.current = null;
    if (answer === 1) {
      // The list is fresh when it shows (useSaveSchool read it again).
      void notify('success', editing ? <SchoolText k="updated" /> : <Message code="school.created" />);
      navigate(SCHOOL_LIST_PATH);
    } else if (answer === 0) {
      form.setFieldError('nomEscola', <Message code="school.alreadyRegistered" />);
      void notify('warning', <Message code="school.alreadyRegistered" />);
    } else {
      void notify('error', <Message code="generic.invalid" />);
    }
  };

  /** A refusal's notice is shown (useSaveSchool); its reasons go beside the fields. */
  const failed = (error: unknown) => {
    // No answer: a retry of this save keeps its key, so it cannot create the school twice.
    if (!(error instanceof ApiError) || error.isNetwork) return;
    idempotencyKey.current = null;
    if (error.code === 'school.prefixTaken') {
      form.setFieldError('cstTxtPrefixoLogin', <Message code="school.prefixInUse" />);
    } else {
      applyServerErrors(form, error);
    }
  };

  const save = async (values: SchoolFormOutput) => {
    if (!editing && !(await confirm(message('school.confirmCreate')))) return;
    idempotencyKey.current ??= newIdempotencyKey();
    const { nomEscola, codBseEndereco } = values;
    const save = editing
      ? { update: { nomEscola, codBseEndereco, codBseEscola: school.codBseEscola } }
      : {
          create: {
            nomEscola,
            cstTxtPrefixoLogin: values.cstTxtPrefixoLogin ?? '',
            codBseEndereco,
            codUsuarioCriacao: session?.user.codBseUsuario ?? null,
          },
        };
    try {
      answered(await saveSchool.mutateAsync({ ...save, idempotencyKey: idempotencyKey.current }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) =>
          form.onSubmit(
            (values) => void save(values),
            () => void notify('error', <Message code="school.fillAll" />),
          )(event)
        }
      >
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('nomEscola')}
            label={ts('nameLabel')}
            required
            maxLength={100}
            autoComplete="off"
          />
          <TextInput
            {...form.getInputProps('cstTxtPrefixoLogin')}
            onChange={(event) =>
              form.setFieldValue(
                'cstTxtPrefixoLogin',
                event.currentTarget.value.toUpperCase().replace(/[^A-Z]/g, ''),
              )
            }
            label={ts('prefixLabel')}
            description={editing ? <Message code="school.prefixLocked" /> : ts('prefixHint')}
            required={!editing}
            readOnly={editing}
            variant={editing ? 'filled' : 'default'}
            maxLength={2}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{ wrapper: { maxWidth: '8rem' } }}
          />
          <FormFooter cancelTo={SCHOOL_LIST_PATH} />
        </Stack>
      </form>
    </Paper>
  );
}
