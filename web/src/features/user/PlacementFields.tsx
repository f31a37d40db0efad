import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Profile } from '@school/modules/kernel/contracts';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization/contracts';
import { useUserTexts } from './texts';
import { useClassesOfUnit, useSchools, useUnitsOfSchool } from './api';
import type { UseFormReturnType } from '@mantine/form';
import type { UserFormValues } from './userFormData';

export interface PlacementFieldsProps {
  form: Pick<
    UseFormReturnType<UserFormValues>,
    'clearFieldError' | 'errors' | 'getInputProps' | 'getValues' | 'setFieldValue'
  >;
  /** A Master picks the school; the others have theirs. */
  isMaster: boolean;
  /** A network profile belongs to school 1: its school is fixed. */
  network: boolean;
  /** The profile belongs to a unit. */
  needsUnit: boolean;
  /** A Diretor or Coordenador places users in its own unit only. */
  ownUnit: boolean;
  profile: number | null;
  schoolName: string;
  unitName: string;
  schools: ReturnType<typeof useSchools>['data'];
  units: ReturnType<typeof useUnitsOfSchool>['data'];
  classes: ReturnType<typeof useClassesOfUnit>['data'];
}

/**
 * Where the user belongs: school, unit, and a student's class or a teacher's classes. A new
 * school or unit empties what depended on it (and the login, which their prefixes make).
 */
export function PlacementFields({
  form,
  isMaster,
  network,
  needsUnit,
  ownUnit,
  profile,
  schoolName,
  unitName,
  schools,
  units,
  classes,
}: PlacementFieldsProps) {
  const text = useUserTexts();
  const setSchool = (value: string) => {
    form.setFieldValue('codBseEscola', value);
    form.setFieldValue('codBseUnidade', '');
    form.setFieldValue('codBseTurma', '');
    form.setFieldValue('arrayCodBseTurmas', []);
    form.clearFieldError('cstLogin');
  };
  const setUnit = (value: string) => {
    form.setFieldValue('codBseUnidade', value);
    form.setFieldValue('codBseTurma', '');
    form.setFieldValue('arrayCodBseTurmas', []);
    form.clearFieldError('cstLogin');
  };

  const choose = { value: '', label: text('select') };
  const classOptions = (classes ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));

  return (
    <>
      {isMaster ? (
        <NativeSelect
          label={text('school')}
          withAsterisk={!network}
          disabled={network}
          data={[
            choose,
            ...(schools ?? []).map((s) => ({ value: String(s.codBseEscola), label: s.nomEscola })),
          ]}
          {...form.getInputProps('codBseEscola')}
          value={network ? String(PROTECTED_SCHOOL_ID) : form.getValues().codBseEscola}
          onChange={(event) => setSchool(event.currentTarget.value)}
        />
      ) : (
        <TextInput label={text('school')} value={schoolName} readOnly error={form.errors.codBseEscola} />
      )}
      {needsUnit &&
        (ownUnit ? (
          <TextInput label={text('unit')} value={unitName} readOnly error={form.errors.codBseUnidade} />
        ) : (
          <NativeSelect
            label={text('unit')}
            withAsterisk
            data={[
              choose,
              ...(units ?? []).map((u) => ({ value: String(u.codBseUnidade), label: u.nomUnidade })),
            ]}
            {...form.getInputProps('codBseUnidade')}
            onChange={(event) => setUnit(event.currentTarget.value)}
          />
        ))}
      {profile === Profile.Aluno && (
        <NativeSelect
          label={text('class')}
          withAsterisk
          data={[choose, ...classOptions]}
          {...form.getInputProps('codBseTurma')}
        />
      )}
      {profile === Profile.Professor && (
        <Checkbox.Group label={text('classes')} withAsterisk {...form.getInputProps('arrayCodBseTurmas')}>
          <Stack gap={6} mt={6}>
            {classOptions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {text('noClasses')}
              </Text>
            ) : (
              classOptions.map((c) => <Checkbox key={c.value} value={c.value} label={c.label} />)
            )}
          </Stack>
        </Checkbox.Group>
      )}
    </>
  );
}
