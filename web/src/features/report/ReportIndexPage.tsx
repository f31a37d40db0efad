import { type FormEvent, useState } from 'react';
import { Button, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { REPORT_KINDS, type ReportKind } from '@school/modules/reporting/contracts';
import { useReportTexts } from './texts';

/** Every report of the index, in the spec's order, each with its screen. */
export const AVAILABLE_REPORTS = REPORT_KINDS;

/** /relatorio: the kinds of report; Confirmar opens the chosen one. */
export function ReportIndexPage() {
  const tr = useReportTexts();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ReportKind>(AVAILABLE_REPORTS[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/relatorio/${kind}`);
  };
  return (
    <Stack maw={480}>
      <Title order={2} size="h3">
        {tr('title')}
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit}>
        <Stack>
          <Radio.Group label={tr('kind')} value={kind} onChange={(v) => setKind(v as ReportKind)}>
            <Stack gap="xs" mt="xs">
              {AVAILABLE_REPORTS.map((k) => (
                <Radio key={k} value={k} label={tr(`kinds.${k}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            type="submit"
            leftSection={<IconCheck size={16} aria-hidden />}
            style={{ alignSelf: 'start' }}
          >
            {tr('confirm')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
