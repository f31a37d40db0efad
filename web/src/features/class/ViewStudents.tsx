import { IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { RowAction } from '../../shared/table';
import { useClassTexts } from './texts';

/** A class row's action to its students (/turma/visualizar/{id}). */
export function ViewStudents({ row }: { row: SchoolClass }) {
  const tx = useClassTexts();
  const navigate = useNavigate();
  const label = tx('view', { name: row.nomTurma });
  return (
    <RowAction
      label={label}
      icon={IconUsers}
      onClick={() => navigate(`/turma/visualizar/${row.codBseTurma}`)}
    />
  );
}
