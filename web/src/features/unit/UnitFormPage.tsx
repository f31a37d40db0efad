import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Message } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { PageLoader } from '../../shared/ui';
import { useAddress, useUnit } from './api';
import { UnitForm } from './UnitForm';
import { UNIT_LIST_PATH } from './unitValues';

export { UNIT_LIST_PATH };

/** /unidade/novo and /unidade/alterar/:id: the unit form, with its address. */
export function UnitFormPage() {
  const { id } = useParams();
  const unitId = id === undefined ? null : Number(id);
  const unit = useUnit(unitId);
  const address = useAddress(unit.data?.codBseEndereco ?? null);
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (unitId !== null) {
    const error = unit.error ?? address.error;
    if (error) {
      return (
        <Stack maw={760}>
          <Alert color="red" role="alert">
            {error instanceof ApiError && !error.isNetwork ? (
              error.message
            ) : (
              <Message code="generic.server" />
            )}
          </Alert>
          <Group>
            <Button variant="default" onClick={() => navigate(UNIT_LIST_PATH)}>
              {t('form.back')}
            </Button>
          </Group>
        </Stack>
      );
    }
    if (!unit.data || (unit.data.codBseEndereco !== null && !address.data)) return <PageLoader />;
  }
  return <UnitForm key={unitId ?? 'new'} unit={unit.data ?? null} address={address.data ?? null} />;
}
