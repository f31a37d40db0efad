import { Stack, Tabs, Title } from '@mantine/core';
import { IconHistory, IconLogin2, IconNumbers } from '@tabler/icons-react';
import { AccessAuditTab } from './AccessAuditTab';
import { GradeHistoryTab } from './GradeHistoryTab';
import { RecordHistoryTab } from './RecordHistoryTab';
import { useAuditTexts } from './texts';

/**
 * /auditoria: the administrators' audit console. Three tabs: the sign-in attempts (filtered,
 * paged by the server, exported to CSV), a record's history from its event stream, and a
 * student's grade history in an activity. The server applies the caller's scope to all three.
 */
export function AuditPage() {
  const tr = useAuditTexts();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tr('title')}
      </Title>
      <Tabs defaultValue="acessos">
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
        </Tabs.List>
        <Tabs.Panel value="acessos">
          <AccessAuditTab />
        </Tabs.Panel>
        <Tabs.Panel value="registro">
          <RecordHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="notas">
          <GradeHistoryTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
