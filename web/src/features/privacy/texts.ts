import { createTexts, type SameKeys, type TextKey } from '../../shared/texts';

/**
 * The privacy page's texts (/privacidade), registered under `privacy.` when the page loads:
 * short sentences a child follows (LGPD Art. 14 § 6), the law's articles only in `adults`.
 */
const pt = {
  intro:
    'Aqui você descobre o que a Plataforma Escolar guarda sobre você, para que, por quanto tempo, quem pode ver e o que você pode pedir.',
  backToLogin: 'Voltar para o acesso',
  backToHome: 'Voltar para o início',
  collect: {
    title: 'O que guardamos',
    intro: 'Guardamos só o que a escola precisa:',
    name: 'O seu nome.',
    login: 'A sua matrícula: é o login que você usa para entrar.',
    photo: 'A sua foto, se você escolher uma.',
    answers: 'O que você responde nas atividades e as suas notas.',
    messages: 'O que você escreve no chat e no fórum.',
    signIns:
      'Quando você entrou e de onde: o endereço na internet do aparelho que você usou (celular, tablet ou computador).',
  },
  why: {
    title: 'Para que usamos',
    signIn: 'Para deixar você entrar na plataforma.',
    teachers: 'Para os seus professores verem os seus trabalhos e darem as notas.',
    safe: 'Para manter tudo seguro. Se alguém tentar entrar no seu lugar, a escola consegue ver.',
  },
  keep: {
    title: 'Por quanto tempo guardamos',
    record: 'As suas respostas e as suas notas fazem parte da sua vida escolar. A escola guarda esses dados.',
    signIns:
      'Os dados de quando você entrou, com o endereço na internet do aparelho, ficam guardados por 6 meses. Depois, são apagados.',
    erase:
      'O seu nome e o que você escreveu são apagados se você ou o seu responsável pedir. Responsável é o seu pai, a sua mãe ou o adulto que cuida de você.',
  },
  see: {
    title: 'Quem pode ver',
    intro: 'Os seus dados podem ser vistos por:',
    you: 'Você.',
    teachers: 'Os seus professores.',
    staff: 'As pessoas que trabalham na sua escola.',
    nobodyElse: 'Ninguém de fora da escola vê os seus dados.',
    noAds: 'Não usamos os seus dados para propaganda.',
  },
  games: {
    title: 'Os jogos',
    text: 'Os jogos não perguntam nada sobre você. Eles guardam só as suas respostas.',
  },
  ask: {
    title: 'Como pedir',
    intro:
      'Você pode pedir uma cópia de tudo o que guardamos sobre você. Também pode pedir para apagar os seus dados.',
    copyTitle: 'Uma cópia dos seus dados',
    copySelf:
      'Alunos e professores baixam a cópia sozinhos: abra Configurações e clique em "Baixar meus dados".',
    copyGuardian:
      'O seu responsável pode pedir a cópia ao Gestor da sua escola. O Gestor anota o pedido e tem até 15 dias para responder.',
    eraseTitle: 'Apagar os seus dados',
    eraseWho: 'Você ou o seu responsável pedem ao Gestor da sua escola.',
    eraseWhen: 'Os dados são apagados em até 15 dias.',
    eraseKept:
      'As suas notas e respostas continuam na vida escolar, mas sem o seu nome: no lugar dele aparece "Dados removidos".',
  },
  adults: {
    title: 'Para os adultos',
    intro: 'A escola responde pelos dados dos seus alunos. As regras por trás desta página:',
    children:
      'LGPD (Lei 13.709/2018), Art. 14: dados de crianças e adolescentes, no seu melhor interesse; § 4º: jogos sem dados além dos estritamente necessários; § 6º: informação simples, clara e adequada ao entendimento da criança.',
    rights:
      'LGPD, Art. 18, II, IV, V e VI, e § 3º: acesso, cópia e eliminação, por requerimento do titular ou do seu representante legal.',
    deadline: 'LGPD, Art. 19, II: declaração clara e completa em até 15 dias do requerimento.',
    records:
      'LGPD, Art. 16, I: os registros escolares (respostas, notas, turmas) são conservados por obrigação legal.',
    accessLogs:
      'Marco Civil da Internet (Lei 12.965/2014), Art. 15: os registros de acesso (data, hora e endereço IP) são guardados por 6 meses.',
  },
};

type PrivacyTexts = SameKeys<typeof pt>;

const en: PrivacyTexts = {
  intro:
    'Here you find out what the School Platform keeps about you, what for, for how long, who can see it and what you can ask for.',
  backToLogin: 'Back to sign in',
  backToHome: 'Back to home',
  collect: {
    title: 'What we keep',
    intro: 'We keep only what the school needs:',
    name: 'Your name.',
    login: 'Your access code: the login you use to sign in.',
    photo: 'Your photo, if you choose one.',
    answers: 'What you answer in activities, and your grades.',
    messages: 'What you write in the chat and in the forum.',
    signIns:
      'When you signed in and from where: the internet address of the device you used (phone, tablet or computer).',
  },
  why: {
    title: 'What we use it for',
    signIn: 'To let you into the platform.',
    teachers: 'To let your teachers see your work and grade it.',
    safe: 'To keep everything safe. If someone tries to sign in as you, the school can see it.',
  },
  keep: {
    title: 'How long we keep it',
    record: 'Your answers and your grades are part of your school record. The school keeps them.',
    signIns:
      'The record of when you signed in, with the internet address of the device, is kept for 6 months. After that, it is deleted.',
    erase:
      'Your name and what you wrote are deleted if you or your parent or guardian ask. A guardian is the adult who looks after you.',
  },
  see: {
    title: 'Who can see it',
    intro: 'Your data can be seen by:',
    you: 'You.',
    teachers: 'Your teachers.',
    staff: 'The people who work at your school.',
    nobodyElse: 'Nobody outside the school sees your data.',
    noAds: 'We do not use your data for ads.',
  },
  games: {
    title: 'The games',
    text: 'The games ask nothing about you. They keep only your answers.',
  },
  ask: {
    title: 'How to ask',
    intro:
      'You can ask for a copy of everything we keep about you. You can also ask for your data to be deleted.',
    copyTitle: 'A copy of your data',
    copySelf:
      'Students and teachers download the copy themselves: open Settings (Configurações) and click "Download my data".',
    copyGuardian:
      'Your parent or guardian can ask your school\u2019s Gestor for the copy. The Gestor writes the request down and has up to 15 days to answer.',
    eraseTitle: 'Deleting your data',
    eraseWho: 'You or your parent or guardian ask your school\u2019s Gestor.',
    eraseWhen: 'The data is deleted within 15 days.',
    eraseKept:
      'Your grades and answers stay in the school record, but without your name: "Data removed" shows in its place.',
  },
  adults: {
    title: 'For grown-ups',
    intro: 'The school is responsible for its students\u2019 data. The rules behind this page:',
    children:
      'LGPD (Brazilian Law 13.709/2018), Art. 14: children\u2019s and adolescents\u2019 data, in their best interest; § 4: games ask for no more than strictly needed; § 6: information that is simple, clear and suited to a child\u2019s understanding.',
    rights:
      'LGPD, Art. 18, II, IV, V and VI, and § 3: access, a copy and erasure, at the request of the data subject or their legal representative.',
    deadline: 'LGPD, Art. 19, II: a clear and complete statement within 15 days of the request.',
    records: 'LGPD, Art. 16, I: school records (answers, grades, classes) are kept as the law requires.',
    accessLogs:
      'Marco Civil da Internet (Law 12.965/2014), Art. 15: access logs (date, time and IP address) are kept for 6 months.',
  },
};

const es: PrivacyTexts = {
  intro:
    'Aquí descubres qué guarda la Plataforma Escolar sobre ti, para qué, por cuánto tiempo, quién puede verlo y qué puedes pedir.',
  backToLogin: 'Volver al acceso',
  backToHome: 'Volver al inicio',
  collect: {
    title: 'Qué guardamos',
    intro: 'Guardamos solo lo que la escuela necesita:',
    name: 'Tu nombre.',
    login: 'Tu código de acceso: el login que usas para entrar.',
    photo: 'Tu foto, si eliges una.',
    answers: 'Lo que respondes en las actividades y tus notas.',
    messages: 'Lo que escribes en el chat y en el foro.',
    signIns:
      'Cuándo entraste y desde dónde: la dirección en internet del aparato que usaste (celular, tableta o computadora).',
  },
  why: {
    title: 'Para qué lo usamos',
    signIn: 'Para dejarte entrar en la plataforma.',
    teachers: 'Para que tus profesores vean tus trabajos y les pongan nota.',
    safe: 'Para que todo esté seguro. Si alguien intenta entrar en tu lugar, la escuela puede verlo.',
  },
  keep: {
    title: 'Por cuánto tiempo lo guardamos',
    record: 'Tus respuestas y tus notas son parte de tu historia escolar. La escuela las guarda.',
    signIns:
      'Los datos de cuándo entraste, con la dirección en internet del aparato, se guardan 6 meses. Después, se borran.',
    erase:
      'Tu nombre y lo que escribiste se borran si tú o tu responsable lo piden. Tu responsable es tu papá, tu mamá o el adulto que te cuida.',
  },
  see: {
    title: 'Quién puede verlo',
    intro: 'Tus datos los pueden ver:',
    you: 'Tú.',
    teachers: 'Tus profesores.',
    staff: 'Las personas que trabajan en tu escuela.',
    nobodyElse: 'Nadie de fuera de la escuela ve tus datos.',
    noAds: 'No usamos tus datos para publicidad.',
  },
  games: {
    title: 'Los juegos',
    text: 'Los juegos no preguntan nada sobre ti. Solo guardan tus respuestas.',
  },
  ask: {
    title: 'Cómo pedirlo',
    intro:
      'Puedes pedir una copia de todo lo que guardamos sobre ti. También puedes pedir que se borren tus datos.',
    copyTitle: 'Una copia de tus datos',
    copySelf:
      'Los alumnos y los profesores descargan la copia ellos mismos: abre Configuración (Configurações) y haz clic en "Descargar mis datos".',
    copyGuardian:
      'Tu responsable puede pedir la copia al Gestor de tu escuela. El Gestor anota el pedido y tiene hasta 15 días para responder.',
    eraseTitle: 'Borrar tus datos',
    eraseWho: 'Tú o tu responsable se lo piden al Gestor de tu escuela.',
    eraseWhen: 'Los datos se borran en un plazo de 15 días.',
    eraseKept:
      'Tus notas y respuestas siguen en la historia escolar, pero sin tu nombre: en su lugar aparece "Datos eliminados".',
  },
  adults: {
    title: 'Para los adultos',
    intro: 'La escuela responde por los datos de sus alumnos. Las reglas detrás de esta página:',
    children:
      'LGPD (Ley brasileña 13.709/2018), Art. 14: datos de niños y adolescentes, en su mejor interés; § 4: juegos sin datos más allá de los estrictamente necesarios; § 6: información simple, clara y adecuada a la comprensión del niño.',
    rights:
      'LGPD, Art. 18, II, IV, V y VI, y § 3: acceso, copia y eliminación, a pedido del titular o de su representante legal.',
    deadline: 'LGPD, Art. 19, II: una declaración clara y completa en un plazo de 15 días desde el pedido.',
    records:
      'LGPD, Art. 16, I: los registros escolares (respuestas, notas, clases) se conservan por obligación legal.',
    accessLogs:
      'Marco Civil da Internet (Ley 12.965/2014), Art. 15: los registros de acceso (fecha, hora y dirección IP) se guardan 6 meses.',
  },
};

/** `t` for the privacy page's texts (`privacy.<key>`), typed by their keys. */
export const usePrivacyTexts = createTexts('privacy', { pt, en, es });

export type PrivacyTextKey = TextKey<typeof pt>;
