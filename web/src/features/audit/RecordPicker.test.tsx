import { useState } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditLookupKind, AuditRecordOption } from '@school/modules/reporting/contracts';
import { mockApi } from '../../test/api';
import { selectInput } from '../../test/ui';
import { lookUpRecords, pick, renderTab } from './audit.testing';
import { RecordPicker } from './RecordPicker';

function Picker({ kind }: { kind: AuditLookupKind | null }) {
  const [value, setValue] = useState<AuditRecordOption | null>(null);
  return (
    <>
      <RecordPicker kind={kind} label="Registro" value={value} onChange={setValue} />
      <output>{value ? `escolhido ${value.id}` : 'nenhum'}</output>
    </>
  );
}

beforeEach(() => {
  mockApi({ 'GET /auditoria/registros': lookUpRecords });
});

describe('RecordPicker', { timeout: 10_000 }, () => {
  it('waits for a kind before it searches', () => {
    renderTab(<Picker kind={null} />);
    expect(selectInput('Registro')).toBeDisabled();
  });

  it('names a user with login and profile, and answers the record picked', async () => {
    const { user } = renderTab(<Picker kind="usuario" />);
    await pick(user, 'Registro', 'ana', 'Professora Ana');
    expect(selectInput('Registro')).toHaveValue('Professora Ana (DMMT-0005, Professor)');
    expect(screen.getByText('escolhido 20')).toBeInTheDocument();
  });

  it('tells an erased user by its code, where its login reads like its name', async () => {
    mockApi({
      'GET /auditoria/registros': () => [
        { id: 44, nome: 'Dados removidos', detalhe: 'Dados removidos', codBsePerfil: 6 },
      ],
    });
    const { user } = renderTab(<Picker kind="usuario" />);
    await pick(user, 'Registro', 'dados', 'Dados removidos');
    expect(selectInput('Registro')).toHaveValue('Dados removidos (#44, Aluno)');
  });

  it('never offers an earlier answer’s record that no longer matches what is typed', async () => {
    const { user } = renderTab(<Picker kind="usuario" />);
    await pick(user, 'Registro', 'ana', 'Professora Ana');
    await user.type(selectInput('Registro'), 'x');
    // Typed a moment ago: the server has not been asked yet, and Professora Ana does not match.
    expect(screen.queryByRole('option', { name: /Professora Ana/, hidden: true })).toBeNull();
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });

  it('says when nothing matches, the record picked before included', async () => {
    const { user } = renderTab(<Picker kind="usuario" />);
    await pick(user, 'Registro', 'ana', 'Professora Ana');
    await user.clear(selectInput('Registro'));
    await user.type(selectInput('Registro'), 'zzz');
    expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
  });
});
