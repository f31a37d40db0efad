import { useState } from 'react';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { cepSchema } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { notify, notifyError } from '../../shared/notify';
import { lookupPostalCode } from './api';
import { formatPostalCode } from './postalCode';
import { UnitText, useUnitTexts } from './texts';
import type { UseFormReturnType } from '@mantine/form';
import type { UnitValues } from './unitValues';

/** What the fieldset uses of the unit form, whatever the form hands over on submit. */
export type AddressForm = Pick<
  UseFormReturnType<UnitValues>,
  'values' | 'getInputProps' | 'setFieldValue' | 'setFieldError' | 'clearFieldError' | 'setValues'
>;

/**
 * The unit's address, with the postal-code lookup (ViaCEP through the server) that fills
 * street, district, city and state.
 */
export function AddressFieldset({ form }: { form: AddressForm }) {
  const tx = useUnitTexts();
  const [lookingUp, setLookingUp] = useState(false);

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
      void notify('success', <UnitText k="address.found" />);
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

  return (
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
            onChange={(event) => form.setFieldValue('dscCep', formatPostalCode(event.currentTarget.value))}
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
          <TextInput label={tx('address.district')} maxLength={100} {...form.getInputProps('dscBairro')} />
          <TextInput label={tx('address.city')} maxLength={100} {...form.getInputProps('dscCidade')} />
          <TextInput label={tx('address.state')} maxLength={50} {...form.getInputProps('dscEstado')} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
