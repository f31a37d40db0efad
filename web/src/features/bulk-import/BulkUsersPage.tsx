import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import type { BulkImportStatus } from '@school/modules/identity/contracts';
import { useSession } from '../../shared/session';
import { bulkJobStore, warmUpSocket } from './api';
import { useBulkTexts } from './texts';
import { BULK_PAGE_PROFILES } from './bulkPreview';
import { BulkForm } from './BulkForm';
import { BulkJob } from './BulkJob';

/** /usuario/massivo: choose a class, then a CSV; preview every row; save; follow the import. */
export function BulkUsersPage() {
  const user = useSession()?.user;
  if (!user || !BULK_PAGE_PROFILES.includes(user.codBsePerfil)) return <Navigate to="/home" replace />;
  return <BulkUsers userId={user.codBseUsuario} profile={user.codBsePerfil} unitId={user.codBseUnidade} />;
}

function BulkUsers({ userId, profile, unitId }: { userId: number; profile: number; unitId: number | null }) {
  const text = useBulkTexts();
  const [jobId, setJobId] = useState<string | null>(() => bulkJobStore.get(userId));
  const [accepted, setAccepted] = useState<BulkImportStatus | undefined>();

  // The socket opens with the page, so the first events of an import are not missed.
  useEffect(() => warmUpSocket(), []);

  const follow = (status: BulkImportStatus) => {
    bulkJobStore.set(userId, status.jobId);
    setAccepted(status);
    setJobId(status.jobId);
  };
  const reset = () => {
    bulkJobStore.set(userId, null);
    setAccepted(undefined);
    setJobId(null);
  };

  return (
    <Stack gap="lg">
      <Text>{text('intro')}</Text>
      {jobId ? (
        <BulkJob jobId={jobId} initial={accepted} onReset={reset} />
      ) : (
        <BulkForm profile={profile} unitId={unitId} onAccepted={follow} />
      )}
    </Stack>
  );
}
