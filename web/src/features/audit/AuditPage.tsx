import { useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_RECORD_KINDS, type AuditRecordKind } from '@school/modules/reporting/contracts';
import { isAllowed } from '@school/modules/kernel/contracts';
import { IconHistory, IconLogin2, IconNumbers, IconShieldLock } from '@tabler/icons-react';
import { useSession } from '../../shared/session';
import { DataRequestsTab } from './DataRequestsTab';
import { AccessAuditTab } from './AccessAuditTab';
import { GradeHistoryTab, type InitialGrades } from './GradeHistoryTab';
import { type InitialRecord, RecordHistoryTab } from './RecordHistoryTab';
import { useAuditTexts } from './texts';

/** The record a "Histórico" action opens the console on (`?tipo=usuario&id=12&nome=…`), if any. */
function recordOf(params: URLSearchParams): InitialRecord | null {
  const kind = params.get('tipo');
  const id = Number(params.get('id'));
  if (!(AUDIT_RECORD_KINDS as readonly (string | null)[]).includes(kind) || !Number.isInteger(id) || id < 1)
    return null;
  return {
    kind: kind as AuditRecordKind,
    option: { id, nome: params.get('nome') ?? String(id), detalhe: null },
  };
}

/** The grades the grade sheet's "Histórico" opens the console on (`?aba=notas&atividade=…&aluno=…`). */
function gradesOf(params: URLSearchParams): InitialGrades | null {
  const activity = Number(params.get('atividade'));
  const student = Number(params.get('aluno'));
  if (params.get('aba') !== 'notas' || !(activity > 0) || !(student > 0)) return null;
  return {
    activity: { id: activity, nome: params.get('nomAtividade') ?? String(activity), detalhe: null },
    student: { id: student, nome: params.get('nomAluno') ?? String(student), detalhe: null },
  };
}

/**
 * /auditoria: the administrators' audit console. Three tabs (four for the Master and a Gestor: the data requests, LGPD): the sign-in attempts (filtered,
 * paged by the server, exported to CSV), a record's history from its event stream (opened on one by its "Histórico" action), and a
 * student's grade history in an activity. The server applies the caller's scope to all three.
 */
export function AuditPage() {
  const tr = useAuditTexts();
  const [params] = useSearchParams();
  const initial = recordOf(params);
  const grades = gradesOf(params);
  const requests = isAllowed('privacy.record', useSession()?.user.codBsePerfil);
  const [tab, setTab] = useState<string | null>(grades ? 'notas' : initial ? 'registro' : 'acessos');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tr('title')}
      </Title>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List aria-label={tr('tabs')} mb="md">
          <Tabs.Tab value="acessos" leftSection={<IconLogin2 size={16} aria-hidden />}>
            {tr('accessTab')}
          </Tabs.Tab>
          <Tabs.Tab value="registro" leftSection={<IconHistory size={16} aria-hidden />}>
            {tr('recordTab')}
          </Tabs.Tab>
          <Tabs.Tab value="notas" leftSection={<IconNumbers size={16} aria-hidden />}>
            {tr('gradesTab')}
          </Tabs.Tab>
          {requests && (
            <Tabs.Tab value="solicitacoes" leftSection={<IconShieldLock size={16} aria-hidden />}>
              {tr('requestsTab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="acessos">
          <AccessAuditTab login={params.get('login') ?? ''} />
        </Tabs.Panel>
        <Tabs.Panel value="registro">
          <RecordHistoryTab initial={initial} />
        </Tabs.Panel>
        <Tabs.Panel value="notas">
          <GradeHistoryTab initial={grades} />
        </Tabs.Panel>
        {requests && (
          <Tabs.Panel value="solicitacoes">
            {/* Read only once opened (the other tabs stay mounted, their filters kept). */}
            {tab === 'solicitacoes' && <DataRequestsTab />}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
