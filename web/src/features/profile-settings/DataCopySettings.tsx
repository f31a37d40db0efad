import { Button, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { DataCopyStatus, useDataRequests, useRecordDataRequest } from '../../shared/dataRequest';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { SettingsText, useSettingsTexts } from './texts';

/**
 * "Baixar meus dados": the person asks for a copy of everything the platform holds about it
 * (LGPD Art. 18), follows its progress and downloads it; its latest copy shows until asked again.
 */
export function DataCopySettings() {
  const ts = useSettingsTexts();
  const me = useSession()?.user.codBseUsuario ?? null;
  const requests = useDataRequests();
  const ask = useRecordDataRequest();
  const latest = requests.data?.find(
    (r) => r.tipo === 'copia' && r.titular.codBseUsuario === me && r.registradoPor.codBseUsuario === me,
  );
  const making = latest?.status === 'pendente';
  return (
    <>
      <Text size="sm">{ts('copyHint')}</Text>
      {latest && <DataCopyStatus id={latest.codSolicitacao} />}
      <Button
        variant={latest?.status === 'concluida' ? 'light' : 'filled'}
        leftSection={<IconFileZip size={18} aria-hidden />}
        disabled={me === null || making}
        loading={ask.isPending}
        onClick={() =>
          me !== null &&
          ask.mutate(
            { codBseUsuario: me, tipo: 'copia' },
            { onSuccess: () => void notify('success', <SettingsText k="copyAsked" />) },
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {ts('askCopy')}
      </Button>
    </>
  );
}
