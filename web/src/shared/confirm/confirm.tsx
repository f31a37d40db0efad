import type { ReactNode } from 'react';
import { modals } from '@mantine/modals';
import { i18n } from '../../i18n';

export interface ConfirmOptions {
  /** More text under the question. */
  detail?: ReactNode;
  /** A red "Sim" for destructive actions. */
  danger?: boolean;
  /** Answers other than Sim / Não (e.g. Sair / Cancelar), in the current language. */
  labels?: { confirm: string; cancel: string };
}

/**
 * The spec's Sim/Não dialog: resolves true on Sim, false on Não, Escape or a click outside.
 * The question is the dialog's title, so screen readers announce it.
 */
export function confirm(question: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: question,
      children: options.detail,
      centered: true,
      labels: options.labels ?? { confirm: i18n.t('confirm.yes'), cancel: i18n.t('confirm.no') },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-autofocus': true },
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
