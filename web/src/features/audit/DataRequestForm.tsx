import { useState } from 'react';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DATA_REQUEST_KINDS,
  dataRequestSchema,
  REQUESTER_RELATIONS,
  requesterRelationLabel,
  requestKindLabel,
  type DataRequestKind,
  type RequesterRelation,
} from '@school/modules/privacy/contracts';
import type { AuditRecordOption } from '@school/modules/reporting/contracts';
import { useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { FormDialog } from '../../shared/form';
import { useRecordDataRequest } from '../../shared/dataRequest';
import { notify } from '../../shared/notify';
import { RecordPicker } from './RecordPicker';
import { AuditText, useAuditTexts } from './texts';

interface Values {
  user: AuditRecordOption | null;
  tipo: DataRequestKind | null;
  relacao: RequesterRelation | null;
  nome: string;
  documento: string;
  motivo: string;
}

const EMPTY: Values = { user: null, tipo: null, relacao: null, nome: '', documento: '', motivo: '' };

/** Records a request on someone's behalf: for whom, what, who asked (relation, name, document) and why; an erasure asks first. */
export function DataRequestForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const tr = useAuditTexts();
  const message = useMessages();
  const record = useRecordDataRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const body = {
      codBseUsuario: values.user?.id,
      tipo: values.tipo ?? undefined,
      solicitante: { relacao: values.relacao ?? undefined, nome: values.nome, documento: values.documento },
      motivo: values.motivo,
    };
    const parsed = dataRequestSchema.safeParse(body);
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= message(issue.message);
    if (!values.motivo.trim()) found.motivo ??= message('privacy.reasonRequired');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    if (
      parsed.data.tipo === 'eliminacao' &&
      !(await confirm(tr('confirmErasure', { name: values.user?.nome ?? '' }), {
        danger: true,
        detail: tr('erasureDetail'),
      }))
    )
      return;
    record.mutate(parsed.data, {
      onSuccess: () => {
        void notify('success', <AuditText k="requestRecorded" />);
        close();
      },
    });
  };
  return (
    <FormDialog
      opened={opened}
      title={tr('recordRequest')}
      onCancel={close}
      onSubmit={(event) => {
        event?.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <RecordPicker
          kind="usuario"
          label={tr('requestFor')}
          value={values.user}
          onChange={(user) => set({ user })}
          error={errors.codBseUsuario}
        />
        <Select
          label={tr('requestKind')}
          required
          data={DATA_REQUEST_KINDS.map((k) => ({ value: k, label: message(requestKindLabel(k)) }))}
          value={values.tipo}
          onChange={(tipo) => set({ tipo: tipo as DataRequestKind | null })}
          error={errors.tipo}
        />
        <Select
          label={tr('relation')}
          required
          data={REQUESTER_RELATIONS.map((r) => ({ value: r, label: message(requesterRelationLabel(r)) }))}
          value={values.relacao}
          onChange={(relacao) => set({ relacao: relacao as RequesterRelation | null })}
          error={errors['solicitante.relacao']}
        />
        <TextInput
          label={tr('requesterName')}
          required
          value={values.nome}
          onChange={(e) => set({ nome: e.currentTarget.value })}
          error={errors['solicitante.nome']}
        />
        <TextInput
          label={tr('requesterDocument')}
          required
          value={values.documento}
          onChange={(e) => set({ documento: e.currentTarget.value })}
          error={errors['solicitante.documento']}
        />
        <Textarea
          label={tr('requestReason')}
          required
          minRows={2}
          value={values.motivo}
          onChange={(e) => set({ motivo: e.currentTarget.value })}
          error={errors.motivo}
        />
      </Stack>
    </FormDialog>
  );
}
