import { useState } from 'react';
import { Alert, List, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import {
  createClassSchemaFor,
  updateClassSchema,
  type CreateClassInput,
  type UpdateClassInput,
  type SchoolClass,
} from '@school/modules/organization/contracts';
import { useOwnData } from '../../shared/ownData';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter, useZodForm } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { CLASS_LIST_PATH, useSaveClass, useUnitById, useUnitChoices } from './api';
import { ClassText, useClassTexts } from './texts';

// A type, not an interface: the zod form hook wants a plain record.
type ClassValues = {
  nomTurma: string;
  codBseUnidade: string;
};

type ClassOutput = CreateClassInput | UpdateClassInput;
/** Both shared schemas, seen through what the form needs of them (create may need the unit). */
type ClassFormSchema = z.ZodType<ClassOutput, ClassValues>;

/**
 * The class name and, when creating, its unit: Gestor and Diretor choose it, a Coordenador's
 * is its own (fixed). A class never moves, so on edit the unit is shown only. The school is
 * always read-only.
 */
export function ClassForm({ turma }: { turma: SchoolClass | null }) {
  const tx = useClassTexts();
  const navigate = useNavigate();
  const saveClass = useSaveClass();
  const user = useSession()?.user;
  const profile = user?.codBsePerfil ?? 0;
  const editing = turma !== null;
  const choosesUnit = !editing && (profile === Profile.Gestor || profile === Profile.Diretor);
  const units = useUnitChoices(choosesUnit);
  const ownUnit = useUnitById(!editing && !choosesUnit ? (user?.codBseUnidade ?? null) : null);
  const ownData = useOwnData();
  const [listErrors, setListErrors] = useState(false);

  const schema = editing ? updateClassSchema : createClassSchemaFor(profile);
  const form = useZodForm(schema as ClassFormSchema, {
    initialValues: { nomTurma: turma?.nomTurma ?? '', codBseUnidade: '' },
  });

  const invalid = () => {
    setListErrors(true);
    void notify('warning', <Message code="class.formErrors" />);
  };

  // The schema's output: what the server will parse (the update schema keeps the name only).
  const submit = async (output: ClassOutput) => {
    setListErrors(false);
    const question = editing ? 'class.confirmUpdate' : 'class.confirmCreate';
    if (!(await confirm(<Message code={question} />))) return;
    saveClass.mutate(
      { id: editing ? turma.codBseTurma : null, body: output },
      {
        onSuccess: (answer) => {
          if (answer === 1) {
            void notify('success', editing ? <ClassText k="updated" /> : <Message code="class.created" />);
            navigate(CLASS_LIST_PATH);
          } else if (answer === 0) {
            void notify('warning', <Message code="class.alreadyRegistered" />);
          } else {
            void notify('error', <Message code="generic.invalid" />);
          }
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) invalid();
          else if (!editing && error instanceof ApiError && error.status === 400) {
            // The spec's default text of a refused creation; a specific server message wins.
            const generic = error.code === 'generic.invalid' || error.code === 'generic.rejected';
            void notify('error', generic ? <Message code="class.createRejected" /> : error.message);
          } else void notifyError(error);
        },
      },
    );
  };

  const chosenUnit = units.data?.find((u) => String(u.codBseUnidade) === form.values.codBseUnidade);
  const unitName = turma?.nomUnidade ?? ownUnit.data?.nomUnidade ?? '';
  const schoolName =
    turma?.nomEscola ?? chosenUnit?.nomEscola ?? ownUnit.data?.nomEscola ?? ownData.data?.nomEscola ?? '';
  const errorList = Object.entries(form.errors).filter(([, message]) => message);

  return (
    <Stack maw={760} gap="md">
      <Title order={2} size="h3">
        {editing ? tx('editTitle') : tx('newTitle')}
      </Title>
      {listErrors && errorList.length > 0 && (
        <Alert color="red" role="alert" title={<Message code="class.formErrors" />}>
          <List size="sm">
            {errorList.map(([field, message]) => (
              <List.Item key={field}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <form noValidate onSubmit={form.onSubmit(submit, invalid)}>
          <Stack gap="md">
            <TextInput
              label={tx('fields.name')}
              description={tx('fields.nameHint')}
              withAsterisk
              maxLength={100}
              {...form.getInputProps('nomTurma')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {choosesUnit ? (
                <NativeSelect
                  label={tx('fields.unit')}
                  withAsterisk
                  data={[
                    { value: '', label: tx('fields.chooseUnit') },
                    ...(units.data ?? []).map((u) => ({
                      value: String(u.codBseUnidade),
                      label: u.nomUnidade,
                    })),
                  ]}
                  {...form.getInputProps('codBseUnidade')}
                />
              ) : (
                <TextInput label={tx('fields.unit')} value={unitName} readOnly />
              )}
              <TextInput label={tx('fields.school')} value={schoolName} readOnly />
            </SimpleGrid>
            <FormFooter onCancel={() => navigate(CLASS_LIST_PATH)} saving={saveClass.isPending} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
