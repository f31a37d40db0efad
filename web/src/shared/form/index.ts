export { applyServerErrors, useZodForm, zodErrors, type ZodForm } from './zodForm';
export { SaveButton, SAVE_LOCK_MS, type SaveButtonProps } from './SaveButton';
export { useTimedLock } from './useTimedLock';
export { FormFooter, type FormFooterProps } from './FormFooter';
