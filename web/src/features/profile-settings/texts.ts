import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/**
 * The interface texts of the profile settings (/configuracao), registered under `settings.` when
 * the feature loads. The server's messages (validation, refusals) come from the kernel catalogue.
 */
const pt = {
  avatarTitle: 'Foto do perfil',
  avatarLabel: 'Avatar',
  avatarHint: 'Uma imagem jpeg ou png. Escolha-a ou arraste-a até aqui.',
  avatarSaved: 'Avatar atualizado!',
  passwordTitle: 'Alterar senha',
  passwordHint: 'A nova senha deve ter no mínimo 5 caracteres e ser diferente da senha atual.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmation: 'Confirmação da nova senha',
  showPassword: 'Mostrar {{field}}',
  hidePassword: 'Ocultar {{field}}',
  passwordChanged: 'Senha alterada com sucesso!',
  sessionsTitle: 'Sessões',
  sessionsHint: 'Encerra a sua sessão neste e em todos os outros dispositivos em que você entrou.',
  signOutEverywhere: 'Sair de todos os dispositivos',
  signOutEverywhereConfirm: 'Deseja realmente sair de todos os dispositivos?',
  copyTitle: 'Baixar meus dados',
  copyHint:
    'Uma cópia de tudo o que a plataforma guarda sobre você, em um arquivo ZIP. Depois de pronta, fica disponível por 7 dias.',
  askCopy: 'Pedir uma cópia dos meus dados',
  copyAsked: 'Pedido registrado. A cópia está sendo preparada.',
};

type SettingsTexts = SameKeys<typeof pt>;

const en: SettingsTexts = {
  avatarTitle: 'Profile picture',
  avatarLabel: 'Avatar',
  avatarHint: 'A jpeg or png image. Choose it or drag it here.',
  avatarSaved: 'Avatar updated!',
  passwordTitle: 'Change password',
  passwordHint: 'The new password must have at least 5 characters and differ from the current one.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmation: 'New password confirmation',
  showPassword: 'Show {{field}}',
  hidePassword: 'Hide {{field}}',
  passwordChanged: 'Password changed!',
  sessionsTitle: 'Sessions',
  sessionsHint: 'Ends your session on this and every other device where you signed in.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereConfirm: 'Do you really want to sign out on every device?',
  copyTitle: 'Download my data',
  copyHint:
    'A copy of everything the platform keeps about you, in a ZIP file. Once ready, it is available for 7 days.',
  askCopy: 'Ask for a copy of my data',
  copyAsked: 'Request recorded. The copy is being prepared.',
};

const es: SettingsTexts = {
  avatarTitle: 'Foto del perfil',
  avatarLabel: 'Avatar',
  avatarHint: 'Una imagen jpeg o png. Elíjala o arrástrela hasta aquí.',
  avatarSaved: '¡Avatar actualizado!',
  passwordTitle: 'Cambiar contraseña',
  passwordHint: 'La nueva contraseña debe tener al menos 5 caracteres y ser diferente de la actual.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmation: 'Confirmación de la nueva contraseña',
  showPassword: 'Mostrar {{field}}',
  hidePassword: 'Ocultar {{field}}',
  passwordChanged: '¡Contraseña cambiada!',
  sessionsTitle: 'Sesiones',
  sessionsHint: 'Cierra su sesión en este y en todos los demás dispositivos en los que entró.',
  signOutEverywhere: 'Salir de todos los dispositivos',
  signOutEverywhereConfirm: '¿Realmente desea salir de todos los dispositivos?',
  copyTitle: 'Descargar mis datos',
  copyHint:
    'Una copia de todo lo que la plataforma guarda sobre usted, en un archivo ZIP. Una vez lista, queda disponible por 7 días.',
  askCopy: 'Pedir una copia de mis datos',
  copyAsked: 'Pedido registrado. La copia se está preparando.',
};

/** `t` for the settings texts (`settings.<key>`), typed by their keys. */
export const useSettingsTexts = createTexts('settings', { pt, en, es });

/** One of these texts as an element that follows the language switch (a notice's title or message). */
export const SettingsText = useSettingsTexts.Text;

export type SettingsTextKey = TextKey<typeof pt>;
