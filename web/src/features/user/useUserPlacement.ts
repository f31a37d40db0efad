import { useQueryClient } from '@tanstack/react-query';
import { Profile } from '@school/modules/kernel/contracts';
import {
  loginPrefix,
  NETWORK_PROFILES,
  UNIT_PROFILES,
  type MyData,
} from '@school/modules/identity/contracts';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization/contracts';
import { MY_DATA_KEY } from '../../shared/ownData';
import { id, includes, type UserFormValues } from './userFormData';
import { useClassesOfUnit, useLoginSequence, useSchools, useUnitsOfSchool } from './api';

export interface PlacementContext {
  /** The login of the user being edited; absent for a new user. */
  editedLogin?: string;
  isMaster: boolean;
  /** The form's idempotency key, which also keys its login preview. */
  formId: string;
}

/**
 * Where the typed values place the user (profile, school, unit, classes to choose from) and
 * its login: known once the profile, school and (for the profiles of a unit) unit are, and the
 * server has previewed the sequence. An edited user keeps its login.
 */
export function useUserPlacement(
  values: UserFormValues,
  { editedLogin, isMaster, formId }: PlacementContext,
) {
  const client = useQueryClient();
  const edit = editedLogin !== undefined;
  const profile = id(values.codBsePerfil);
  const network = includes(NETWORK_PROFILES, profile);
  const needsUnit = includes(UNIT_PROFILES, profile);
  const schoolId = network ? PROTECTED_SCHOOL_ID : id(values.codBseEscola);
  const unitId = needsUnit ? id(values.codBseUnidade) : null;

  const schools = useSchools(isMaster);
  const units = useUnitsOfSchool(network ? null : schoolId);
  const classes = useClassesOfUnit(
    profile === Profile.Aluno || profile === Profile.Professor ? unitId : null,
  );

  const school = schools.data?.find((s) => s.codBseEscola === schoolId);
  const unit = units.data?.find((u) => u.codBseUnidade === unitId);
  const anyUnit = units.data?.find((u) => u.codBseEscola === schoolId);
  const schoolPrefix = school?.cstTxtPrefixoLogin ?? anyUnit?.cstTxtPrefixoLoginEscola ?? null;
  // Someone who does not pick the school sees its own (its units name it; its own data too).
  const ownSchool = client.getQueryData<MyData>(MY_DATA_KEY)?.nomEscola;
  const schoolName = school?.nomEscola ?? anyUnit?.nomEscola ?? ownSchool ?? '';

  const prefix =
    !edit && profile !== null && schoolPrefix && (!needsUnit || unit)
      ? loginPrefix(schoolPrefix, needsUnit ? unit?.cstTxtPrefixoLogin : null)
      : null;
  const sequence = useLoginSequence(formId, prefix);
  const login = edit ? editedLogin : prefix && sequence.data ? sequence.data.cstLogin : '';

  return {
    profile,
    network,
    needsUnit,
    schools: schools.data,
    units: units.data,
    classes: classes.data,
    unitName: unit?.nomUnidade ?? '',
    schoolName,
    login,
    /** Asks the server for the next login number (the one shown was taken meanwhile). */
    nextLogin: () => void sequence.refetch(),
  };
}
