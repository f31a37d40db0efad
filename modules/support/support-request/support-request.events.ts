import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

/** What a support request says, as sent from "Fale conosco"; the sender comes from the token, never the body. */
export interface SupportRequestFields {
  codBseSuporte: number;
  name: string;
  email: string;
  /** The chosen subject: one of SUPPORT_SUBJECTS. */
  pagina: string;
  desc: string;
  codBseUsuario: number;
  /** The school whose desk the request is for: the sender's (decision 0069); null before it was kept. */
  codBseEscola: number | null;
}

export interface SupportRequestedData extends SupportRequestFields {
  /** ISO time of the decision: the desk's date and order. */
  at: string;
}

export type SupportEvent =
  | DomainEvent<'SupportRequested', SupportRequestedData>
  | DomainEvent<'SupportRequestDeleted', { codBseSuporte: number }>;

/** Tells a support request stream's events from others (typed reads: `readStreamOf(store, stream, isSupportEvent)`). */
export const isSupportEvent = eventGuard<SupportEvent>({
  SupportRequested: true,
  SupportRequestDeleted: true,
});

export const supportStream = (id: number): string => `support-${id}`;

/** The legacy desk never offers delete on row 0; ids start at 1, so the rule only refuses. */
export const PROTECTED_SUPPORT_ROW_ID = 0;

/** What each support event holds (decision 0061): the request, and how to answer its sender. */
export const supportPrivacy = privacyRegister<SupportEvent>({
  SupportRequested: {
    fields: {
      codBseSuporte: 'technical',
      name: 'identity',
      email: 'identity',
      pagina: 'technical',
      desc: 'text',
      codBseUsuario: 'technical',
      codBseEscola: 'technical',
      at: 'technical',
    },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the sender (`codBseUsuario`)',
    why: 'the request, and how to answer its sender',
  },
  SupportRequestDeleted: { fields: { codBseSuporte: 'technical' } },
});
