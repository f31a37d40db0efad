import { useState } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { Profile } from '@school/modules/kernel/contracts';
import {
  createUnitSchemaFor,
  updateUnitSchema,
  type Address,
  type CreateUnitInput,
  type Unit,
  type UpdateUnitInput,
} from '@school/modules/organization/contracts';
import { useOwnData } from '../../shared/ownData';
import { Message } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter, useZodForm } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { useSaveUnit, useSchools } from './api';
import { UnitText, useUnitTexts } from './texts';
import { AddressFieldset } from './AddressFieldset';
import { initialValues, UNIT_LIST_PATH, unitFormSchema, type UnitFormOutput } from './unitValues';

export interface UnitFormProps {
  unit: Unit | null;
  address: Address | null;
}

/**
 * Unit name, prefix (2 letters, upper case, locked on edit), school (a Master picks it; a
 * Gestor's is its own, read-only) and the address with its postal-code lookup. The address is
 * saved first (POST or PUT /bse_endereco), then the unit with its id.
 */
export function UnitForm({ unit, address }: UnitFormProps) {
  const tx = useUnitTexts();
  const navigate = useNavigate();
  const session = useSession();
  const profile = session?.user.codBsePerfil ?? 0;
  const isMaster = profile === Profile.Master;
  const editing = unit !== null;
  const schools = useSchools(isMaster && !editing);
  const ownData = useOwnData();
  const saveUnit = useSaveUnit();
  // One key per save and its retries: renewed once the server has answered it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  // The unit, and the address once any of its fields is typed.
  const form = useZodForm(
    unitFormSchema<CreateUnitInput | UpdateUnitInput>(
      editing ? updateUnitSchema : createUnitSchemaFor(profile),
    ),
    {
      initialValues: initialValues(unit, address),
    },
  );

  const submit = async (values: UnitFormOutput<CreateUnitInput | UpdateUnitInput>) => {
    const question = editing ? 'unit.confirmUpdate' : 'unit.confirmCreate';
    if (!(await confirm(<Message code={question} />))) return;
    let answered = true;
    try {
      const answer = await saveUnit.mutateAsync({ unit, values, idempotencyKey });
      if (answer === 1) {
        void notify('success', editing ? <UnitText k="updated" /> : <Message code="unit.created" />);
        navigate(UNIT_LIST_PATH);
      } else if (answer === 0) {
        void notify('warning', <Message code="unit.alreadyRegistered" />);
      } else {
        void notify('error', <Message code="generic.invalid" />);
      }
    } catch (error) {
      answered = !(error instanceof ApiError && error.isNetwork);
      if (applyServerErrors(form, error)) void notify('warning', <Message code="generic.validation" />);
      else if (editing && error instanceof ApiError && error.status === 400)
        void notifyError(error, { title: <UnitText k="apiError" /> });
      else void notifyError(error);
    } finally {
      if (answered) setIdempotencyKey(newIdempotencyKey());
    }
  };

  const schoolOptions = [
    { value: '', label: tx('fields.chooseSchool') },
    ...(schools.data ?? []).map((s) => ({ value: String(s.codBseEscola), label: s.nomEscola })),
  ];
  const schoolName = unit?.nomEscola ?? ownData.data?.nomEscola ?? '';

  return (
    <Stack maw={760} gap="md">
      <Title order={2} size="h3">
        {editing ? tx('editTitle') : tx('newTitle')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <form
          noValidate
          onSubmit={form.onSubmit(
            submit,
            () => void notify('warning', <Message code="generic.validation" />),
          )}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={tx('fields.name')}
                withAsterisk
                maxLength={100}
                {...form.getInputProps('nomUnidade')}
              />
              <TextInput
                label={tx('fields.prefix')}
                description={editing ? tx('fields.prefixLocked') : tx('fields.prefixHint')}
                withAsterisk={!editing}
                maxLength={2}
                readOnly={editing}
                autoCapitalize="characters"
                {...form.getInputProps('cstTxtPrefixoLogin')}
                onChange={(event) =>
                  form.setFieldValue(
                    'cstTxtPrefixoLogin',
                    event.currentTarget.value
                      .toUpperCase()
                      .replace(/[^A-Z]/g, '')
                      .slice(0, 2),
                  )
                }
              />
              {isMaster && !editing ? (
                <NativeSelect
                  label={tx('fields.school')}
                  withAsterisk
                  data={schoolOptions}
                  {...form.getInputProps('codBseEscola')}
                />
              ) : (
                <TextInput label={tx('fields.school')} value={schoolName} readOnly />
              )}
            </SimpleGrid>

            <AddressFieldset form={form} />

            <FormFooter onCancel={() => navigate(UNIT_LIST_PATH)} saving={saveUnit.isPending} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
