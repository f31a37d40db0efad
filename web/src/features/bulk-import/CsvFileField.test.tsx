import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { csvFileInput } from './bulk-import.testing';
import { CsvFileField, type CsvFileFieldProps } from './CsvFileField';

const render = (props: Partial<CsvFileFieldProps> = {}) => {
  const onChange = vi.fn();
  renderWithProviders(
    <CsvFileField
      value={null}
      disabled={false}
      problem={null}
      chooseAgain={false}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange };
};

describe('CsvFileField', () => {
  it('is the design system’s file field, labelled and described by its hint, handing over the chosen file', async () => {
    const { onChange } = render();
    const field = screen.getByRole('button', { name: 'Arquivo .CSV' });
    expect(field).toHaveTextContent('Escolher arquivo…');
    expect(field).toHaveAccessibleDescription(/CSV separado por ponto e vírgula/);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(csvFileInput()).toHaveAttribute('accept', '.csv,text/csv');
    const file = new File(['a;b'], 'alunos.csv', { type: 'text/csv' });
    await userEvent.upload(csvFileInput(), file);
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('shows the chosen file’s name', () => {
    render({ value: new File(['a;b'], 'alunos.csv', { type: 'text/csv' }) });
    expect(screen.getByRole('button', { name: 'Arquivo .CSV' })).toHaveTextContent('alunos.csv');
  });

  it('shows why a file was refused, tied to the field, instead of asking for it again', () => {
    render({ problem: 'O arquivo tem mais de 5 MB.', chooseAgain: true });
    const field = screen.getByRole('button', { name: 'Arquivo .CSV' });
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo tem mais de 5 MB.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/O arquivo tem mais de 5 MB\./);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the file again after the class changed, and is disabled while saving', () => {
    render({ chooseAgain: true, disabled: true });
    expect(screen.getByRole('status')).toHaveTextContent('A turma mudou: escolha o arquivo novamente.');
    expect(screen.getByRole('button', { name: 'Arquivo .CSV' })).toBeDisabled();
  });
});
