import { useState } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Profile } from '@school/modules/kernel';
import {
  addressSchema,
  cepSchema,
  createUnitSchemaFor,
  updateUnitSchema,
  type Address,
  type Unit,
  type UnitWriteAnswer,
} from '@school/modules/organization';
import { useOwnData } from '../../shared/ownData';
import { Message } from '../../i18n/messages';
import { api, ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter, zodErrors } from '../../shared/form';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { PageLoader } from '../../shared/ui';
import {
  ADDRESSES_KEY,
  lookupPostalCode,
  saveAddress,
  UNITS_KEY,
  useAddress,
  useSchools,
  useUnit,
} from './api';
import { formatPostalCode } from './postalCode';
import { useUnitTexts } from './texts';

export const UNIT_LIST_PATH = '/unidade/listar';

/** /unidade/novo and /unidade/alterar/:id: the unit form, with its address. */
export function UnitFormPage() {
  const { id } = useParams();
  const unitId = id === undefined ? null : Number(id);
  const unit = useUnit(unitId);
  const address = useAddress(unit.data?.codBseEndereco ?? null);
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (unitId !== null) {
    const error = unit.error ?? address.error;
    if (error) {
      return (
        <Stack maw={760}>
          <Alert color="red" role="alert">
            {error instanceof ApiError && !error.isNetwork ? (
              error.message
            ) : (
              <Message code="generic.server" />
            )}
          </Alert>
          <Group>
            <Button variant="default" onClick={() => navigate(UNIT_LIST_PATH)}>
              {t('form.back')}
            </Button>
          </Group>
        </Stack>
      );
    }
    if (!unit.data || (unit.data.codBseEndereco !== null && !address.data)) return <PageLoader />;
  }
  return <UnitForm key={unitId ?? 'new'} unit={unit.data ?? null} address={address.data ?? null} />;
}

interface UnitValues {
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEscola: string;
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
}

const ADDRESS_FIELDS = ['dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'] as const;

/** No address typed at all: the unit is saved without one. */
function addressBlank(values: UnitValues): boolean {
  return ADDRESS_FIELDS.every((field) => values[field].trim() === '');
}

function initialValues(unit: Unit | null, address: Address | null): UnitValues {
  return {
    nomUnidade: unit?.nomUnidade ?? '',
    cstTxtPrefixoLogin: unit?.cstTxtPrefixoLogin ?? '',
    codBseEscola: unit ? String(unit.codBseEscola) : '',
    dscCep: address ? formatPostalCode(address.dscCep) : '',
    dscRua: address?.dscRua ?? '',
    dscBairro: address?.dscBairro ?? '',
    dscCidade: address?.dscCidade ?? '',
    dscEstado: address?.dscEstado ?? '',
  };
}

interface UnitFormProps {
  unit: Unit | null;
  address: Address | null;
}

/**
 * Unit name, prefix (2 letters, upper case, locked on edit), school (a Master picks it; a
 * Gestor's is its own, read-only) and the address with its postal-code lookup. The address is
 * saved first (POST or PUT /bse_endereco), then the unit with its id.
 */
function UnitForm({ unit, address }: UnitFormProps) {
  const tx = useUnitTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const profile = session?.user.codBsePerfil ?? 0;
  const isMaster = profile === Profile.Master;
  const editing = unit !== null;
  const schools = useSchools(isMaster && !editing);
  const ownData = useOwnData();
  const [lookingUp, setLookingUp] = useState(false);
  const [saving, setSaving] = useState(false);
  // One key per save and its retries: renewed once the server has answered it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const unitSchema = editing ? updateUnitSchema : createUnitSchemaFor(profile);
  const form = useForm<UnitValues>({
    initialValues: initialValues(unit, address),
    validate: (values): FormErrors => ({
      ...zodErrors(unitSchema, values),
      ...(addressBlank(values) ? {} : zodErrors(addressSchema, values)),
    }),
  });

  const lookup = async () => {
    const cep = cepSchema.safeParse(form.values.dscCep);
    if (!cep.success) {
      form.setFieldError('dscCep', <Message code="address.cepFormat" />);
      return;
    }
    form.clearFieldError('dscCep');
    setLookingUp(true);
    try {
      const found = await lookupPostalCode(cep.data);
      form.setValues({
        dscRua: found.dscRua,
        dscBairro: found.dscBairro,
        dscCidade: found.dscCidade,
        dscEstado: found.dscEstado,
      });
      void notify('success', tx('address.found'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        void notify('warning', <Message code="address.notFound" />);
      } else {
        void notifyError(error);
      }
    } finally {
      setLookingUp(false);
    }
  };

  const submit = async (values: UnitValues) => {
    const question = editing ? 'unit.confirmUpdate' : 'unit.confirmCreate';
    if (!(await confirm(<Message code={question} />))) return;
    setSaving(true);
    let answered = true;
    let newAddressId: number | null = null;
    try {
      let codBseEndereco: number | null = null;
      if (!addressBlank(values)) {
        const saved = await saveAddress(addressSchema.parse(values), unit?.codBseEndereco ?? null);
        codBseEndereco = saved.codBseEndereco;
        if (unit?.codBseEndereco !== saved.codBseEndereco) newAddressId = saved.codBseEndereco;
      }
      const answer = editing
        ? await api<UnitWriteAnswer | null>(`/bse_unidade/${unit.codBseUnidade}`, {
            method: 'PUT',
            body: {
              nomUnidade: updateUnitSchema.parse(values).nomUnidade,
              codBseEndereco,
              codBseUnidade: unit.codBseUnidade,
            },
          })
        : await api<UnitWriteAnswer | null>('/bse_unidade', {
            method: 'POST',
            body: { ...createUnitSchemaFor(profile).parse(values), codBseEndereco },
            idempotencyKey,
          });
      if (answer === 1) {
        newAddressId = null;
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: UNITS_KEY }),
          queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
        ]);
        void notify('success', editing ? tx('updated') : <Message code="unit.created" />);
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
        void notifyError(error, { title: tx('apiError') });
      else void notifyError(error);
    } finally {
      if (answered) setIdempotencyKey(newIdempotencyKey());
      // An address made for a unit that was not saved is nobody's: it goes.
      if (newAddressId !== null) {
        void api(`/bse_endereco/${newAddressId}`, { method: 'DELETE' }).catch(() => undefined);
      }
      setSaving(false);
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

            <Fieldset legend={tx('address.legend')} variant="filled">
              <Stack gap="sm">
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    label={tx('address.cep')}
                    placeholder="00000-000"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={9}
                    style={{ flex: '0 1 12rem', minWidth: '7.5rem' }}
                    {...form.getInputProps('dscCep')}
                    onChange={(event) =>
                      form.setFieldValue('dscCep', formatPostalCode(event.currentTarget.value))
                    }
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void lookup();
                      }
                    }}
                  />
                  <Button
                    variant="default"
                    mt={25}
                    style={{ flexShrink: 0 }}
                    leftSection={<IconSearch size={16} aria-hidden />}
                    loading={lookingUp}
                    onClick={() => void lookup()}
                  >
                    {tx('address.lookup')}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={tx('address.street')} maxLength={200} {...form.getInputProps('dscRua')} />
                  <TextInput
                    label={tx('address.district')}
                    maxLength={100}
                    {...form.getInputProps('dscBairro')}
                  />
                  <TextInput
                    label={tx('address.city')}
                    maxLength={100}
                    {...form.getInputProps('dscCidade')}
                  />
                  <TextInput
                    label={tx('address.state')}
                    maxLength={50}
                    {...form.getInputProps('dscEstado')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <FormFooter onCancel={() => navigate(UNIT_LIST_PATH)} saving={saving} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
