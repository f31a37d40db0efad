import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What a class screen shows before a current class is chosen: why, and the way to Turmas. */
export function NoCurrentClass({ title, link }: { title: string; link: string }) {
  return (
    <Alert color="blue" title={title}>
      <Anchor component={Link} to="/turma/listar">
        {link}
      </Anchor>
    </Alert>
  );
}
