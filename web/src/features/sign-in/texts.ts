import { createTexts, type SameKeys } from '../../shared/texts';

/** "Esqueci minha senha" (`passwordHelp.`, decision 0069): words a child reads on its own. */
const pt = {
  link: 'Esqueci minha senha',
  title: 'Esqueci minha senha',
  intro:
    'Não tem problema! Quem troca a senha é a sua escola. Escreva sua matrícula e avisaremos a secretaria.',
  send: 'Avisar a escola',
  next: 'A secretaria vai trocar a sua senha. Depois, peça a senha nova para a sua professora ou para a secretaria.',
  back: 'Voltar para o acesso',
};

const en: SameKeys<typeof pt> = {
  link: 'I forgot my password',
  title: 'I forgot my password',
  intro:
    'No problem! Your school is the one that changes passwords. Write your access code and we will tell the school office.',
  send: 'Tell the school',
  next: 'The school office will change your password. Then ask your teacher or the school office for the new one.',
  back: 'Back to sign in',
};

const es: SameKeys<typeof pt> = {
  link: 'Olvidé mi contraseña',
  title: 'Olvidé mi contraseña',
  intro:
    '¡No pasa nada! Quien cambia la contraseña es tu escuela. Escribe tu código de acceso y avisaremos a la secretaría.',
  send: 'Avisar a la escuela',
  next: 'La secretaría cambiará tu contraseña. Después, pide la nueva a tu profesora o a la secretaría.',
  back: 'Volver al acceso',
};

/** `t` for the sign-in page's "Esqueci minha senha" link and its page (`passwordHelp.<key>`). */
export const usePasswordHelpTexts = createTexts('passwordHelp', { pt, en, es });
