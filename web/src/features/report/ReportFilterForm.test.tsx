import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { selectInput } from '../../test/ui';
import { reportFilter } from './report.testing';
import { presetPeriod } from './periodPresets';
import { ReportFilterForm, type ReportFilterFormProps } from './ReportFilterForm';
import type { ReportFilterModel } from './useReportFilter';

const FILTER = reportFilter({ codBseEscola: 3 });

/** A Master's filter with Escola Azul (3) and Escola Verde (4) to choose, whose check answers FILTER. */
function model(change: Partial<ReportFilterModel> = {}): ReportFilterModel {
  return {
    values: { start: null, end: null, school: null, unit: null, classId: null, student: null },
    options: {
      schools: [
        { value: '3', label: 'Escola Azul' },
        { value: '4', label: 'Escola Verde' },
      ],
      units: [],
      classes: [],
      students: [],
    },
    schoolFixed: false,
    unitFixed: false,
    error: null,
    setStart: vi.fn(),
    setEnd: vi.fn(),
    setPeriod: vi.fn(),
    setSchool: vi.fn(),
    setUnit: vi.fn(),
    setClass: vi.fn(),
    setStudent: vi.fn(),
    check: vi.fn(() => FILTER),
    ...change,
  };
}

function show(props: Partial<ReportFilterFormProps> = {}) {
  const all = {
    model: model(),
    running: false,
    exporting: false,
    onConfirm: vi.fn(),
    onExport: vi.fn(),
    ...props,
  };
  const rendered = renderRoutes(
    [
      { path: '/relatorio/acesso', element: <ReportFilterForm {...all} /> },
      { path: '/relatorio', element: <p>Relatórios</p> },
    ],
    '/relatorio/acesso',
  );
  return { ...rendered, ...all, user: userEvent.setup() };
}

// The filter form is heavy to render and click through: give it the time a busy machine takes.
describe('ReportFilterForm', { timeout: 10_000 }, () => {
  it('offers the period and the four places, every one of them by default, and a way back', () => {
    show();
    const form = screen.getByRole('form', { name: 'Filtro do relatório' });
    expect(within(form).getByRole('textbox', { name: 'Data inicial' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Data final' })).toBeInTheDocument();
    expect(['Escola', 'Unidade', 'Turma', 'Aluno'].map((l) => selectInput(l).placeholder)).toEqual([
      'Todas',
      'Todas',
      'Todas',
      'Todos',
    ]);
    expect(within(form).getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/relatorio');
  });

  it('sets the period from a preset: este mês, este bimestre, últimos 30 dias', async () => {
    const filter = model();
    show({ model: filter });
    const user = userEvent.setup();
    const presets = screen.getByRole('group', { name: 'Período:' });
    await user.click(within(presets).getByRole('button', { name: 'Este bimestre' }));
    expect(filter.setPeriod).toHaveBeenCalledWith(presetPeriod('bimester'));
    await user.click(within(presets).getByRole('button', { name: 'Últimos 30 dias' }));
    expect(filter.setPeriod).toHaveBeenLastCalledWith(presetPeriod('last30'));
    expect(within(presets).getByRole('button', { name: 'Este mês' })).toBeInTheDocument();
  });

  it('takes a typed start day', async () => {
    const filter = model();
    show({ model: filter });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Data inicial' }), '05/03/2026');
    await user.tab();
    expect(filter.setStart).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('hands the chosen school to the filter', async () => {
    const { model: filter, user } = show();
    await user.click(selectInput('Escola'));
    await user.click(await screen.findByRole('option', { name: 'Escola Verde', hidden: true }));
    expect(filter.setSchool).toHaveBeenCalledWith(4);
  });

  it('confirms and exports the checked filter', async () => {
    const { onConfirm, onExport, user } = show();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    expect(onConfirm).toHaveBeenCalledWith(FILTER);
    expect(onExport).toHaveBeenCalledWith(FILTER);
  });

  it('sends nothing when the check refuses the period, and says why under the end date', async () => {
    const { onConfirm, onExport, user } = show({
      model: model({ check: vi.fn(() => null), error: 'report.periodInvalid' }),
    });
    expect(screen.getByText('A data final deve ser depois da inicial.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onExport).not.toHaveBeenCalled();
  });

  it('shows a fixed school and unit, which cannot be changed', () => {
    show({
      model: model({
        values: { start: null, end: null, school: 1, unit: 2, classId: null, student: null },
        options: {
          schools: [{ value: '1', label: 'Escola Municipal' }],
          units: [{ value: '2', label: 'Unidade Sede' }],
          classes: [],
          students: [],
        },
        schoolFixed: true,
        unitFixed: true,
      }),
    });
    expect(selectInput('Escola')).toHaveValue('Escola Municipal');
    expect(selectInput('Escola')).toBeDisabled();
    expect(selectInput('Unidade')).toHaveValue('Unidade Sede');
    expect(selectInput('Unidade')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Limpar Escola' })).toBeNull();
    expect(selectInput('Turma')).toBeEnabled();
  });

  it('keeps Confirmar and Exportar busy while the report runs and the file is made', () => {
    show({ running: true, exporting: true });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar para CSV' })).toBeDisabled();
  });
});
