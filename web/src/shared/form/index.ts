export {
  applyServerErrors,
  useZodForm,
  zodErrors,
  zodIssues,
  type IssuesOf,
  type ZodForm,
  type ZodFormInput,
  type ZodFormIssue,
} from './zodForm';
export { SaveButton, SAVE_LOCK_MS, type SaveButtonProps } from './SaveButton';
export { useTimedLock } from './useTimedLock';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { useOnChange, useStateFrom } from './useStateFrom';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { FormError } from './FormError';
