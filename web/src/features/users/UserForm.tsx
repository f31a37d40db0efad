import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Checkbox,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMessageCode, Profile, type MessageCode } from '@school/modules/kernel';
import {
  createUserSchema,
  LOGIN_PREVIEW_PLACEHOLDER,
  loginPrefix,
  NETWORK_PROFILES,
  UNIT_PROFILES,
  updateUserSchema,
  type MyData,
  type UserDetail,
} from '@school/modules/identity';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization';
import { profileName } from '../../shared/profile';
import { MY_DATA_KEY } from '../../shared/ownData';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { applyServerErrors, FormFooter } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AvatarField } from './AvatarField';
import { useUserTexts } from './texts';
import {
  createUser,
  updateUser,
  useClassesOfUnit,
  useLoginSequence,
  useProfiles,
  USERS_KEY,
  useSchools,
  useUnitsOfSchool,
} from './usersApi';
import { formIssues, showValidationErrors } from './validationDialog';

/** After "Cadastro realizado!" the form goes back to the list (the notice closes as it goes). */
export const SAVED_REDIRECT_MS = 1_500;

/** The form's fields as the inputs hold them (selects hold strings; '' is none). */
export interface UserFormValues {
  txtSenha: string;
  codBsePerfil: string;
  codBseEscola: string;
  codBseUnidade: string;
  /** A student's class. */
  codBseTurma: string;
  /** A teacher's classes. */
  arrayCodBseTurmas: string[];
  nomUsuario: string;
}

/** What both schemas hand over, and what the multipart body carries. */
interface UserOutput {
  cstLogin: string | null;
  txtSenha: string | null;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas: number[];
}

export interface UserFormProps {
  /** The user being edited; a new user when absent. */
  user?: UserDetail;
  /** Called 1.5 s after a successful save (the list). */
  onSaved(): void;
  onCancel(): void;
}

const includes = (list: readonly number[], value: number | null) => value !== null && list.includes(value);
const id = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The multipart body of POST and PUT /api/bse_usuario (the legacy field names). */
function formData(output: UserOutput, avatar: File | null, userId?: number): FormData {
  const body = new FormData();
  if (userId !== undefined) body.append('codBseUsuario', String(userId));
  if (output.cstLogin && userId === undefined) body.append('cstLogin', output.cstLogin);
  if (output.txtSenha) body.append('txtSenha', output.txtSenha);
  body.append('codBsePerfil', String(output.codBsePerfil));
  if (output.codBseEscola !== null) body.append('codBseEscola', String(output.codBseEscola));
  if (output.codBseUnidade !== null) body.append('codBseUnidade', String(output.codBseUnidade));
  if (output.codBsePerfil === Profile.Aluno) {
    if (output.turmas[0] !== undefined) body.append('codBseTurma', String(output.turmas[0]));
  } else {
    for (const turma of output.turmas) body.append('arrayCodBseTurmas', String(turma));
  }
  body.append('nomUsuario', output.nomUsuario);
  if (avatar) body.append('imgAvatar', avatar);
  return body;
}

/**
 * The user form (/usuario/novo, /usuario/alterar/{id}): login (generated: school prefix + unit
 * prefix + "-" + the sequence the server allocates, previewed as "????-????" until known),
 * password, profile (those the caller may give), school (a Master picks; others have theirs),
 * unit, class (Aluno) or classes (Professor), name and avatar. Every broken rule is shown at
 * once, on the fields and in the "Oops..." dialog; saving asks for confirmation first.
 */
export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const text = useUserTexts();
  const message = useMessages();
  const client = useQueryClient();
  const viewer = useSession()?.user;
  const edit = user !== undefined;
  const viewerProfile = viewer?.codBsePerfil ?? null;
  const isMaster = viewerProfile === Profile.Master;
  // A Diretor or Coordenador manages its own unit only: the unit is theirs, read-only.
  const ownUnit = viewerProfile === Profile.Diretor || viewerProfile === Profile.Coordenador;

  const form = useForm<UserFormValues>({
    initialValues: {
      txtSenha: '',
      codBsePerfil: edit ? String(user.codBsePerfil) : '',
      codBseEscola: String((edit ? user.codBseEscola : isMaster ? null : viewer?.codBseEscola) ?? ''),
      codBseUnidade: String((edit ? user.codBseUnidade : ownUnit ? viewer?.codBseUnidade : null) ?? ''),
      codBseTurma: String((edit ? user.codBseTurma : null) ?? ''),
      arrayCodBseTurmas: edit ? user.arrayCodBseTurmas.map(String) : [],
      nomUsuario: edit ? user.nomUsuario : '',
    },
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [formId] = useState(newIdempotencyKey);
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leave.current), []);

  const values = form.getValues();
  const profile = id(values.codBsePerfil);
  const network = includes(NETWORK_PROFILES, profile);
  const needsUnit = includes(UNIT_PROFILES, profile);
  const schoolId = network ? PROTECTED_SCHOOL_ID : id(values.codBseEscola);
  const unitId = needsUnit ? id(values.codBseUnidade) : null;

  const profiles = useProfiles();
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

  // The login: known once the profile, school and (for the profiles of a unit) unit are, and
  // the server has allocated the sequence. An edited user keeps its login.
  const prefix =
    !edit && profile !== null && schoolPrefix && (!needsUnit || unit)
      ? loginPrefix(schoolPrefix, needsUnit ? unit?.cstTxtPrefixoLogin : null)
      : null;
  const sequence = useLoginSequence(formId, prefix);
  const login = edit ? user.cstLogin : prefix && sequence.data ? sequence.data.cstLogin : '';

  /** The schema's input: what the profile has no use for is left out, the network profiles go to school 1. */
  const schemaInput = (v: UserFormValues): Record<string, unknown> => {
    const p = id(v.codBsePerfil);
    return {
      ...(edit ? { codBseUsuario: user.codBseUsuario } : {}),
      cstLogin: edit ? '' : login,
      txtSenha: v.txtSenha,
      codBsePerfil: v.codBsePerfil,
      codBseEscola: includes(NETWORK_PROFILES, p) ? String(PROTECTED_SCHOOL_ID) : v.codBseEscola,
      codBseUnidade: includes(UNIT_PROFILES, p) ? v.codBseUnidade : '',
      codBseTurma: p === Profile.Aluno ? v.codBseTurma : '',
      arrayCodBseTurmas: p === Profile.Professor ? v.arrayCodBseTurmas : [],
      nomUsuario: v.nomUsuario,
    };
  };

  const failed = async (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const serverMessage = isMessageCode(error.code) ? <Message code={error.code} /> : error.message;
    if (edit) {
      applyServerErrors(form, error);
      // The spec: a general API error, with the server's message on a 400.
      const general: MessageCode =
        error.isNetwork || error.status >= 500 ? 'generic.server' : 'generic.rejected';
      await notify('error', error.status === 400 ? serverMessage : <Message code={general} />, {
        title: text('editFailed'),
      });
      return;
    }
    if (error.status === 409) {
      // "Login já cadastrado.": the number is spent, the form asks for the next one.
      void sequence.refetch();
      await notify('error', <Message code="user.loginTaken" />, { title: text('createFailed') });
      return;
    }
    if (error.status === 400) {
      applyServerErrors(form, error);
      await notify('error', <Message code="generic.invalid" />, { title: text('createFailed') });
      return;
    }
    await notify('error', error.isNetwork ? <Message code="generic.server" /> : serverMessage, {
      title: text('createFailed'),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = schemaInput(form.getValues());
    const schema = edit ? updateUserSchema : createUserSchema;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const issues = formIssues(schema, input, parsed.error.issues);
      const errors: FormErrors = {};
      for (const issue of issues) errors[issue.field] ??= <Message code={issue.code} />;
      form.setErrors(errors);
      showValidationErrors(issues.map((issue) => issue.code));
      return;
    }
    if (!(await confirm(message(edit ? 'user.confirmUpdate' : 'user.confirmCreate')))) return;
    setBusy(true);
    try {
      const body = formData(parsed.data, avatar, user?.codBseUsuario);
      const key = newIdempotencyKey();
      if (edit) await updateUser(user.codBseUsuario, body, key);
      else await createUser(body, key);
      void client.invalidateQueries({ queryKey: USERS_KEY });
      void notify('success', edit ? text('updated') : <Message code="user.created" />, {
        autoClose: SAVED_REDIRECT_MS,
      });
      leave.current = setTimeout(onSaved, SAVED_REDIRECT_MS);
    } catch (error) {
      setBusy(false);
      await failed(error);
    }
  };

  const setProfile = (value: string) => {
    form.setFieldValue('codBsePerfil', value);
    form.setFieldValue('codBseTurma', '');
    form.setFieldValue('arrayCodBseTurmas', []);
    form.clearFieldError('codBseEscola');
    form.clearFieldError('codBseUnidade');
    form.clearFieldError('codBseTurma');
    form.clearFieldError('arrayCodBseTurmas');
    form.clearFieldError('cstLogin');
  };
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
  const titleId = `${formId}-title`;
  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {edit ? text('titleEdit') : text('titleNew')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={text('login')}
            description={edit ? undefined : text('loginHint')}
            value={login || LOGIN_PREVIEW_PLACEHOLDER}
            readOnly
            aria-live="polite"
            error={form.errors.cstLogin}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
          />
          <PasswordInput
            label={text('password')}
            withAsterisk={!edit}
            description={edit ? text('passwordKeep') : undefined}
            autoComplete="new-password"
            {...form.getInputProps('txtSenha')}
          />
          <NativeSelect
            label={text('profile')}
            withAsterisk
            data={[
              choose,
              ...(profiles.data ?? []).map((p) => ({
                value: String(p.codBsePerfil),
                label: profileName(t, p),
              })),
            ]}
            {...form.getInputProps('codBsePerfil')}
            onChange={(event) => setProfile(event.currentTarget.value)}
          />
          {isMaster ? (
            <NativeSelect
              label={text('school')}
              withAsterisk={!network}
              disabled={network}
              data={[
                choose,
                ...(schools.data ?? []).map((s) => ({ value: String(s.codBseEscola), label: s.nomEscola })),
              ]}
              {...form.getInputProps('codBseEscola')}
              value={network ? String(PROTECTED_SCHOOL_ID) : values.codBseEscola}
              onChange={(event) => setSchool(event.currentTarget.value)}
            />
          ) : (
            <TextInput label={text('school')} value={schoolName} readOnly error={form.errors.codBseEscola} />
          )}
          {needsUnit &&
            (ownUnit ? (
              <TextInput
                label={text('unit')}
                value={unit?.nomUnidade ?? ''}
                readOnly
                error={form.errors.codBseUnidade}
              />
            ) : (
              <NativeSelect
                label={text('unit')}
                withAsterisk
                data={[
                  choose,
                  ...(units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: u.nomUnidade })),
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
          <TextInput
            label={text('name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('nomUsuario')}
          />
        </SimpleGrid>
        <AvatarField file={avatar} onChange={setAvatar} current={user?.imgAvatar} disabled={busy} />
        <FormFooter onCancel={onCancel} saving={busy} />
      </Stack>
    </Paper>
  );
}
