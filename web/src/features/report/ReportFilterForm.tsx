import type { FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ReportFilter } from '@school/modules/reporting/contracts';
import { TypedDateField } from '../../shared/dates';
import { useMessages } from '../../i18n/messages';
import { useReportTexts } from './texts';
import { PERIOD_PRESETS, presetPeriod } from './periodPresets';
import type { Option, ReportFilterModel } from './useReportFilter';

export interface ReportFilterFormProps {
  model: ReportFilterModel;
  running: boolean;
  exporting: boolean;
  onConfirm(filter: ReportFilter): void;
  onExport(filter: ReportFilter): void;
  /** What Exportar para CSV exports instead of the form's filter: the confirmed one, the table's. */
  exportFilter?: ReportFilter | null;
}

// Mantine's placeholder and disabled texts fall short of 4.5:1 on their backgrounds.
const READABLE = {
  wrapper: {
    '--input-placeholder-color': 'var(--mantine-color-gray-7)',
    '--input-disabled-color': 'var(--mantine-color-gray-8)',
  },
};
const READABLE_FIXED = { ...READABLE, input: { opacity: 1 } };

const id = (value: string | null) => (value ? Number(value) : null);

/**
 * Start and end days (typed or picked, or a preset period: este mês, este bimestre, últimos 30
 * dias), school → unit → class → student, and Confirmar, Exportar para CSV, Voltar.
 */
export function ReportFilterForm({
  model,
  running,
  exporting,
  onConfirm,
  onExport,
  exportFilter = null,
}: ReportFilterFormProps) {
  const tr = useReportTexts();
  const messages = useMessages();
  const { values, options } = model;

  const select = (
    label: string,
    data: Option[],
    value: number | null,
    onChange: (id: number | null) => void,
    { fixed = false, all = tr('allFeminine') } = {},
  ) => (
    <Select
      label={label}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(id(v))}
      disabled={fixed}
      clearable={!fixed}
      clearButtonProps={{ 'aria-label': tr('clear', { label }) }}
      placeholder={fixed ? undefined : all}
      nothingFoundMessage={tr('empty')}
      styles={fixed ? READABLE_FIXED : READABLE}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = model.check();
    if (filter) onConfirm(filter);
  };
  const exportCsv = () => {
    const filter = exportFilter ?? model.check();
    if (filter) onExport(filter);
  };

  return (
    <Paper withBorder p="md" component="form" aria-label={tr('filter')} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TypedDateField
            label={tr('startDate')}
            value={values.start}
            onChange={model.setStart}
            maxDate={values.end ?? undefined}
          />
          <TypedDateField
            label={tr('endDate')}
            value={values.end}
            onChange={model.setEnd}
            minDate={values.start ?? undefined}
            error={model.error ? messages(model.error) : undefined}
          />
        </SimpleGrid>
        <Group gap="xs" role="group" aria-labelledby="report-presets">
          <Text size="sm" id="report-presets">
            {tr('presets')}
          </Text>
          {PERIOD_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant="light"
              onClick={() => model.setPeriod(presetPeriod(preset))}
            >
              {tr(`preset.${preset}`)}
            </Button>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {select(tr('school'), options.schools, values.school, model.setSchool, {
            fixed: model.schoolFixed,
          })}
          {select(tr('unit'), options.units, values.unit, model.setUnit, { fixed: model.unitFixed })}
          {select(tr('class'), options.classes, values.classId, model.setClass)}
          {select(tr('student'), options.students, values.student, model.setStudent, { all: tr('all') })}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={running} leftSection={<IconCheck size={16} aria-hidden />}>
            {tr('confirm')}
          </Button>
          <Button
            variant="default"
            loading={exporting}
            onClick={exportCsv}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          >
            {tr('export')}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to="/relatorio"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {tr('back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
