import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization/contracts';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { SCHOOL_LIST_PATH, SchoolForm } from './SchoolForm';
import { useSchool } from './api';
import { useSchoolTexts } from './texts';

/** /escola/novo and /escola/alterar/{id}: the school form, in create or edit mode by the id in the route. */
export function SchoolFormPage() {
  const { id } = useParams();
  const ts = useSchoolTexts();
  const schoolId = id === undefined ? null : Number(id);
  const valid = schoolId === null || (Number.isInteger(schoolId) && schoolId > 0);
  const school = useSchool(valid ? schoolId : null);

  let content;
  if (!valid || schoolId === PROTECTED_SCHOOL_ID) {
    content = <Refusal code={valid ? 'school.protected' : 'generic.notFound'} />;
  } else if (schoolId === null) {
    content = <SchoolForm />;
  } else if (school.data) {
    content = <SchoolForm key={school.data.codBseEscola} school={school.data} />;
  } else if (school.error) {
    const code = school.error instanceof ApiError ? school.error.code : 'generic.server';
    content = <Refusal code={code} />;
  } else {
    content = <Skeleton height={180} radius="md" />;
  }

  return (
    <Stack gap="md" maw={560}>
      <Title order={2} size="h3">
        {schoolId === null ? ts('newTitle') : ts('editTitle')}
      </Title>
      {content}
    </Stack>
  );
}

function Refusal({ code }: { code: string }) {
  const ts = useSchoolTexts();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} w="100%">
        <Message code={code} />
      </Alert>
      <Button component={Link} to={SCHOOL_LIST_PATH} variant="default">
        {ts('backToList')}
      </Button>
    </Stack>
  );
}
