import type { ReactNode } from 'react';
import { ActionIcon, Group, Switch, Tooltip, type ActionIconProps, type MantineColor } from '@mantine/core';
import { type Icon, IconEye, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { isAllowed } from '@school/modules/kernel/contracts';
import type { AuditRecordKind } from '@school/modules/reporting/contracts';
import { useSession } from '../session';
import { createTexts } from '../texts';
import { Link } from 'react-router-dom';
import { confirm } from '../confirm';
import type { Column } from './DataTable';

/** The action cells of a table row: icon buttons kept on one line at the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

export interface RowActionProps {
  /** The accessible name, naming the row (e.g. "Alterar Escola Norte"). */
  label: string;
  /** The tooltip; the label by default. */
  tooltip?: string;
  icon: Icon;
  color?: MantineColor;
  size?: ActionIconProps['size'];
  /** A link to another screen (an `<a>`)… */
  to?: string;
  /** …or an action on the row (a button). */
  onClick?: () => void;
  /** Not possible for this row now: a disabled button, whatever `to` or `onClick` say. */
  disabled?: boolean;
}

/** One icon action of a row (edit, delete, view…), with its tooltip. */
export function RowAction({
  label,
  tooltip,
  icon: IconComponent,
  color,
  size,
  to,
  onClick,
  disabled,
}: RowActionProps) {
  const icon = <IconComponent size={18} aria-hidden />;
  return (
    <Tooltip label={tooltip ?? label}>
      {disabled ? (
        <ActionIcon variant="subtle" color={color} size={size} aria-label={label} disabled>
          {icon}
        </ActionIcon>
      ) : to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} size={size} aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} size={size} aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's edit action: the pencil, a link (`to`) or a button (`onClick`). */
function EditAction(props: Omit<RowActionProps, 'icon'>) {
  return <RowAction icon={IconPencil} {...props} />;
}

/** A row's view action: the eye, a link (`to`) or a button (`onClick`). */
function ViewAction(props: Omit<RowActionProps, 'icon'>) {
  return <RowAction icon={IconEye} {...props} />;
}

export interface DeleteActionProps extends Omit<RowActionProps, 'icon' | 'onClick' | 'to'> {
  /** The question asked first, as a danger confirmation. */
  question: ReactNode;
  /** Runs once the user confirmed. */
  onDelete: () => void;
}

/** A row's delete action: the red bin, which asks `question` before it runs `onDelete`. */
function DeleteAction({ question, onDelete, color = 'red', ...props }: DeleteActionProps) {
  const remove = async () => {
    if (await confirm(question, { danger: true })) onDelete();
  };
  return <RowAction icon={IconTrash} color={color} {...props} onClick={() => void remove()} />;
}

/** The audit console opened on a record's history: its kind, code and name (the picker shows it). */
export function auditHistoryPath(kind: AuditRecordKind, id: number, name: string): string {
  return `/auditoria?${new URLSearchParams({ tipo: kind, id: String(id), nome: name }).toString()}`;
}

const useHistoryTexts = createTexts('rowHistory', {
  pt: { label: 'Histórico de {{name}}', short: 'Histórico' },
  en: { label: 'History of {{name}}', short: 'History' },
  es: { label: 'Historial de {{name}}', short: 'Historial' },
});

/** The audit console opened on a student's grade history in an activity (the grade sheet's "Histórico"). */
export function auditGradesPath(
  activity: { id: number; name: string },
  student: { id: number; name: string },
): string {
  const query = new URLSearchParams({
    aba: 'notas',
    atividade: String(activity.id),
    nomAtividade: activity.name,
    aluno: String(student.id),
    nomAluno: student.name,
  });
  return `/auditoria?${query.toString()}`;
}

export interface HistoryActionProps extends Omit<
  RowActionProps,
  'icon' | 'onClick' | 'to' | 'label' | 'tooltip'
> {
  kind: AuditRecordKind;
  id: number;
  /** The record's name, as its list shows it. */
  name: string;
}

/**
 * A row's "Histórico": the clock, a link to the record's history in the audit console; nothing
 * for a profile the console is not for (the server checks the scope again).
 */
function HistoryAction({ kind, id, name, ...props }: HistoryActionProps) {
  const tr = useHistoryTexts();
  const profile = useSession()?.user.codBsePerfil;
  if (!isAllowed('screen.auditoria', profile)) return null;
  return (
    <RowAction
      icon={IconHistory}
      label={tr('label', { name })}
      tooltip={tr('short')}
      to={auditHistoryPath(kind, id, name)}
      {...props}
    />
  );
}

/** The common actions, each with its icon: `RowAction.Edit`, `.View`, `.Delete`, `.History`. */
RowAction.Edit = EditAction;
RowAction.View = ViewAction;
RowAction.Delete = DeleteAction;
RowAction.History = HistoryAction;

/**
 * A table's last column, the row's actions at the right (`actions` gives the `RowAction`s of a
 * row, or null for none); as narrow as its icons unless a `width` is given.
 */
export function actionsColumn<T>(
  header: ReactNode,
  actions: (row: T) => ReactNode,
  width: number | string = '1%',
): Column<T> {
  return {
    key: 'actions',
    header,
    align: 'right',
    width,
    cell: (row) => {
      const content = actions(row);
      return content === null ? null : <RowActions>{content}</RowActions>;
    },
  };
}

/** A column of on/off switches (a row's "active"), each named after its row. */
export function switchColumn<T>(options: {
  header: ReactNode;
  checked: (row: T) => boolean;
  onChange: (row: T) => void;
  label: (row: T) => string;
}): Column<T> {
  return {
    key: 'active',
    header: options.header,
    width: '1%',
    cell: (row) => (
      <Switch
        checked={options.checked(row)}
        onChange={() => options.onChange(row)}
        aria-label={options.label(row)}
      />
    ),
  };
}
