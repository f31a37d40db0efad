import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip, type ActionIconProps, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

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
