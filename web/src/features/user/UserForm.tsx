import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NativeSelect, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Profile } from '@school/modules/kernel/contracts';
import {
  createUserSchema,
  LOGIN_PREVIEW_PLACEHOLDER,
  updateUserSchema,
  type UserDetail,
} from '@school/modules/identity/contracts';
import { profileName } from '../../shared/profile';
import { Message, useMessages } from '../../i18n/messages';
import { newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { FormFooter, useZodForm, zodIssues } from '../../shared/form';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AvatarField } from './AvatarField';
import { UserText, useUserTexts } from './texts';
import { useProfiles, useSaveUser } from './api';
import { formIssues, showValidationErrors } from './validationDialog';
import { PlacementFields } from './PlacementFields';
import { reportSaveFailure } from './saveFailure';
import { formData, schemaInput, type UserFormValues, type UserOutput } from './userFormData';
import { useUserPlacement } from './useUserPlacement';

/** After "Cadastro realizado!" the form goes back to the list (the notice closes as it goes). */
export const SAVED_REDIRECT_MS = 1_500;

export interface UserFormProps {
  /** The user being edited; a new user when absent. */
  user?: UserDetail;
  /** Called 1.5 s after a successful save (the list). */
  onSaved(): void;
  onCancel(): void;
}

/**
 * The user form (/usuario/novo, /usuario/alterar/{id}): login (generated: school prefix + unit
 * prefix + "-" + the next sequence the server previews, "????-????" until known),
 * password, profile (those the caller may give), school (a Master picks; others have theirs),
 * unit, class (Aluno) or classes (Professor), name and avatar. Every broken rule is shown at
 * once, on the fields and in the "Oops..." dialog; saving asks for confirmation first.
 */
export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const text = useUserTexts();
  const message = useMessages();
  const saveUser = useSaveUser();
  const viewer = useSession()?.user;
  const edit = user !== undefined;
  const viewerProfile = viewer?.codBsePerfil ?? null;
  const isMaster = viewerProfile === Profile.Master;
  // A Diretor or Coordenador manages its own unit only: the unit is theirs, read-only.
  const ownUnit = viewerProfile === Profile.Diretor || viewerProfile === Profile.Coordenador;

  const schema = edit ? updateUserSchema : createUserSchema;
  // The schema reads what the chosen profile uses (schemaInput); every broken rule is shown.
  const form = useZodForm<typeof schema, UserFormValues>(schema, {
    input: (v) => toInput(v),
    issues: formIssues,
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

  const profiles = useProfiles();
  const placement = useUserPlacement(form.getValues(), { editedLogin: user?.cstLogin, isMaster, formId });
  const { profile, login } = placement;
  const toInput = (v: UserFormValues): Record<string, unknown> =>
    schemaInput(v, { userId: user?.codBseUsuario, login });

  const failed = (error: unknown) => reportSaveFailure(error, { edit, form, nextLogin: placement.nextLogin });

  const invalid = (_errors: unknown, values: UserFormValues) =>
    showValidationErrors(zodIssues(schema, toInput(values), formIssues).map((issue) => issue.code));

  const submit = async (output: UserOutput) => {
    if (!(await confirm(message(edit ? 'user.confirmUpdate' : 'user.confirmCreate')))) return;
    setBusy(true);
    try {
      const body = formData(output, avatar, user?.codBseUsuario);
      await saveUser.mutateAsync({ id: edit ? user.codBseUsuario : null, body });
      void notify('success', edit ? <UserText k="updated" /> : <Message code="user.created" />, {
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

  const choose = { value: '', label: text('select') };
  const titleId = `${formId}-title`;

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) =>
        // While a save is under way a second submit does nothing (not even validate).
        busy ? event.preventDefault() : form.onSubmit((output) => void submit(output), invalid)(event)
      }
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
          <PlacementFields
            form={form}
            isMaster={isMaster}
            network={placement.network}
            needsUnit={placement.needsUnit}
            ownUnit={ownUnit}
            profile={profile}
            schoolName={placement.schoolName}
            unitName={placement.unitName}
            schools={placement.schools}
            units={placement.units}
            classes={placement.classes}
          />
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
