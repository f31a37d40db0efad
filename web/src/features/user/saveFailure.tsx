import type { UseFormReturnType } from '@mantine/form';
import { isMessageCode, type MessageCode } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { applyServerErrors } from '../../shared/form';
import { notify } from '../../shared/notify';
import { UserText } from './texts';
import type { UserFormValues } from './userFormData';

export interface SaveFailureContext {
  edit: boolean;
  form: Pick<UseFormReturnType<UserFormValues>, 'setErrors'>;
  /** Asks the server for the next login number (the one shown was taken meanwhile). */
  nextLogin(): void;
}

/**
 * Why a save failed, as the spec words it: on edit a general API error (the server's message
 * on a 400); on create "Login já cadastrado." (and a fresh number), the field errors of a 400,
 * or the server's message. A 400's field errors also go on the fields.
 */
export async function reportSaveFailure(
  error: unknown,
  { edit, form, nextLogin }: SaveFailureContext,
): Promise<void> {
  if (!(error instanceof ApiError)) throw error;
  const serverMessage = isMessageCode(error.code) ? <Message code={error.code} /> : error.message;
  if (edit) {
    applyServerErrors(form, error);
    // The spec: a general API error, with the server's message on a 400.
    const general: MessageCode =
      error.isNetwork || error.status >= 500 ? 'generic.server' : 'generic.rejected';
    await notify('error', error.status === 400 ? serverMessage : <Message code={general} />, {
      title: <UserText k="editFailed" />,
    });
    return;
  }
  if (error.status === 409) {
    // "Login já cadastrado.": the number is spent, the form asks for the next one.
    nextLogin();
    await notify('error', <Message code="user.loginTaken" />, { title: <UserText k="createFailed" /> });
    return;
  }
  if (error.status === 400) {
    applyServerErrors(form, error);
    await notify('error', <Message code="generic.invalid" />, { title: <UserText k="createFailed" /> });
    return;
  }
  await notify('error', error.isNetwork ? <Message code="generic.server" /> : serverMessage, {
    title: <UserText k="createFailed" />,
  });
}
