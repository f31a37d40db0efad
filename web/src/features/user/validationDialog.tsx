import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { issueCode, type MessageCode } from '@school/modules/kernel/contracts';
import { i18n } from '../../i18n';
import { Message } from '../../i18n/messages';
import './texts';

/** The user form's fields, in its order: the dialog lists the broken rules in this order. */
const FIELD_ORDER = [
  'cstLogin',
  'txtSenha',
  'codBsePerfil',
  'codBseEscola',
  'codBseUnidade',
  'codBseTurma',
  'arrayCodBseTurmas',
  'nomUsuario',
];

export interface FormIssue {
  field: string;
  code: MessageCode;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface Schema {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

/**
 * Every broken rule of the user form, each once, in the form's order. Zod stops before the
 * rules between the fields (profile, school, unit, classes) once a field is blank (an aborting
 * issue: no login yet, no password, no name); so the input is parsed once more with valid
 * stand-ins for those three, and the rules between the fields speak too.
 */
export function formIssues(
  schema: Schema,
  input: Record<string, unknown>,
  issues: readonly Issue[],
): FormIssue[] {
  const standIns = {
    cstLogin: input.cstLogin ? input.cstLogin : 'XXXX-0000',
    txtSenha: 'xxxxx',
    nomUsuario: 'xxx',
  };
  const rest = schema.safeParse({ ...input, ...standIns }).error?.issues ?? [];
  const all = [...issues, ...rest].map((issue) => ({
    field: String(issue.path[0] ?? ''),
    code: issueCode(issue),
  }));
  const seen = new Set<string>();
  const unique = all.filter((issue) => {
    const key = `${issue.field}/${issue.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (field: string) =>
    FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length;
  return unique.sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The spec's "Oops..." dialog: the general validation warning and every broken rule at once.
 * The messages follow the language switch while it is open.
 */
export function showValidationErrors(codes: readonly MessageCode[]): void {
  const distinct = [...new Set(codes)];
  const id = 'user-form-errors';
  modals.open({
    modalId: id,
    title: <Message code="user.formErrorTitle" />,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('app.close') },
    children: (
      <Stack gap="sm">
        <Text fw={600}>
          <Message code="generic.validation" />
        </Text>
        <List size="sm" spacing={4} aria-label={i18n.t('users.errorsTitle' as never)}>
          {distinct.map((code) => (
            <List.Item key={code}>
              <Message code={code} />
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {i18n.t('users.ok' as never)}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
