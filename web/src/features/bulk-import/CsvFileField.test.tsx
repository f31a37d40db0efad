import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CsvFileField, type CsvFileFieldProps } from './CsvFileField';

const render = (props: Partial<CsvFileFieldProps> = {}) => {
  const onChange = vi.fn();
  const inputRef = createRef<HTMLInputElement>();
  renderWithProviders(
    <CsvFileField
      inputRef={inputRef}
      disabled={false}
      problem={null}
      chooseAgain={false}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, inputRef };
};

describe('CsvFileField', () => {
  it('is a labelled CSV input described by its hint, handing over the chosen file', async () => {
    const { onChange, inputRef } = render();
    const input = screen.getByLabelText('Arquivo .CSV');
    expect(input).toBe(inputRef.current);
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).toHaveAccessibleDescription(/CSV separado por ponto e vírgula/);
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.upload(input, new File(['a;b'], 'alunos.csv', { type: 'text/csv' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows why a file was refused, tied to the input, instead of asking for it again', () => {
    render({ problem: 'O arquivo tem mais de 5 MB.', chooseAgain: true });
    const input = screen.getByLabelText('Arquivo .CSV');
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo tem mais de 5 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/O arquivo tem mais de 5 MB\./);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the file again after the class changed, and is disabled while saving', () => {
    render({ chooseAgain: true, disabled: true });
    expect(screen.getByRole('status')).toHaveTextContent('A turma mudou: escolha o arquivo novamente.');
    expect(screen.getByLabelText('Arquivo .CSV')).toBeDisabled();
  });
});
