import { ERASED } from '@school/modules/kernel';
import type { UserEvent } from '@school/modules/identity';
import type { DataRequestEvent, DataRequestRetentionEvent } from '@school/modules/privacy';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import {
  dataRequestListSchema,
  type DataRequestPersonRow,
  type DataRequestRow,
} from './data-request-list.tables.js';

/**
 * The data requests (LGPD copies and erasures) as the audit console's "Solicitações de dados"
 * tab and the settings' "Baixar meus dados" list them, with the names of the people they name.
 * Times are the requests' own (data.at), so a rebuild gives the same rows. A request dropped at
 * the end of its five years (`DataRequestsExpired`) leaves the list.
 */
export const dataRequestListProjection = defineProjection<
  DataRequestEvent | DataRequestRetentionEvent | UserEvent
>()({
  name: 'data-request-list',
  schema: dataRequestListSchema,
  handles: [
    'DataRequestRecorded',
    'DataRequestCarriedOut',
    'DataRequestFailed',
    'DataRequestsExpired',
    'UserCreated',
    'UserUpdated',
    'PersonalDataErased',
  ],

  async project(events, trx, names) {
    const requests = new RowChanges<DataRequestRow>(
      dataRequestListSchema.data_request_list,
      'cod_solicitacao',
    );
    const people = new RowChanges<DataRequestPersonRow>(
      dataRequestListSchema.data_request_people,
      'cod_bse_usuario',
    );
    onEach(events, {
      DataRequestRecorded: (e) =>
        requests.insertFrom(e.data, {
          registrado_em: e.data.at,
          cod_usuario_execucao: null,
          executado_em: null,
          status: 'pendente',
          expira_em: null,
        }),
      DataRequestCarriedOut: (e) =>
        requests.patch(e.data.codSolicitacao, {
          status: 'concluida',
          cod_usuario_execucao: e.data.codUsuarioExecucao,
          executado_em: e.data.at,
          expira_em: e.data.expiraEm,
        }),
      DataRequestFailed: (e) =>
        requests.patch(e.data.codSolicitacao, { status: 'falhou', executado_em: e.data.at }),
      DataRequestsExpired: (e) => {
        for (const id of e.data.codSolicitacoes) requests.delete(id);
      },
      UserCreated: (e) => people.insertFrom(e.data, {}),
      UserUpdated: (e) => {
        if (e.data.nomUsuario !== undefined)
          people.patch(e.data.codBseUsuario, { nom_usuario: e.data.nomUsuario });
      },
      PersonalDataErased: (e) => people.patch(e.data.codBseUsuario, { nom_usuario: ERASED }),
    });
    await people.apply(trx, names.data_request_people);
    await requests.apply(trx, names.data_request_list);
  },
});
