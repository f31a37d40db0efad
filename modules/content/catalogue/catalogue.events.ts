import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** The content area's reference data (types, games, subjects, characters, assemblies): one stream. */
export const CATALOGUE_STREAM = 'content-catalogue';

export interface ContentTypeAddedData {
  codTrlTipoConteudo: number;
  nomTipo: string;
}

export interface GameAddedData {
  codTrlJogo: number;
  nomJogo: string;
  dscConteudoJogo: string;
}

export interface SubjectAddedData {
  codTrlMateria: number;
  nomMateria: string;
}

/** `imgPersonagem`: the id of its image in the files context (`file-<uuid>`). */
export interface CharacterAddedData {
  codTrlPersonagem: number;
  nomPersonagem: string;
  imgPersonagem: string;
}

/** `imgMontagem`: the id of its image in the files context (`file-<uuid>`). */
export interface AssemblyAddedData {
  codTrlMontagem: number;
  nomMontagem: string;
  imgMontagem: string;
}

export type CatalogueEvent =
  | DomainEvent<'ContentTypeAdded', ContentTypeAddedData>
  | DomainEvent<'GameAdded', GameAddedData>
  | DomainEvent<'SubjectAdded', SubjectAddedData>
  | DomainEvent<'CharacterAdded', CharacterAddedData>
  | DomainEvent<'AssemblyAdded', AssemblyAddedData>;

/** Tells the catalogue stream's events from others (typed reads). */
export const isCatalogueEvent = eventGuard<CatalogueEvent>({
  ContentTypeAdded: true,
  GameAdded: true,
  SubjectAdded: true,
  CharacterAdded: true,
  AssemblyAdded: true,
});

/** What each catalogue event holds (decision 0061): the network's material only. */
export const cataloguePrivacy = privacyRegister<CatalogueEvent>({
  ContentTypeAdded: { fields: { codTrlTipoConteudo: 'technical', nomTipo: 'content' } },
  GameAdded: { fields: { codTrlJogo: 'technical', nomJogo: 'content', dscConteudoJogo: 'content' } },
  SubjectAdded: { fields: { codTrlMateria: 'technical', nomMateria: 'content' } },
  CharacterAdded: {
    fields: { codTrlPersonagem: 'technical', nomPersonagem: 'content', imgPersonagem: 'content' },
  },
  AssemblyAdded: { fields: { codTrlMontagem: 'technical', nomMontagem: 'content', imgMontagem: 'content' } },
});
