import type { DocumentSpec, PropertySpec } from './export-xml-writer';

/** The classifiers of `gsb:cl2Processes`, in the export's order, with their category folders (§8). */
const PROCESS_CLASSIFIERS: [string, string][] = [
  ['Foerderart', 'Foerderart'],
  ['Foerdergebiet', 'Foerdergebiet'],
  ['Foerdergeber', 'Foerdergeber'],
  ['Foerderberechtigte', 'Foerderberechtigte'],
  ['BranchenExistenzgruenderin', 'Branchen'],
  ['BranchenUnternehmen', 'Branchen'],
  ['Unternehmensgroesse', 'Unternehmensgroesse'],
  ['Unternehmensalter', 'Unternehmensalter'],
  ['Foerderbereich', 'Foerderbereich'],
  ['GRW', 'GRW'],
];
const SUB_AREA_CLASSIFIERS = [
  'UFExistenzgruendung',
  'UFUnternehmensfinanzierung',
  'UFArbeit',
  'UFAusWeiterbildung',
  'UFAussenwirtschaft',
  'UFBeratung',
  'UFEnergieeffizienz',
  'UFForschungOffen',
  'UFForschungSpezifisch',
  'UFGesundheitSoziales',
  'UFInfrastruktur',
  'UFKulturMedienSport',
  'UFLandwirtschaft',
  'UFMessenAusstellungen',
  'UFRegionalfoerderung',
  'UFStaedtebauStadterneuerung',
  'UFUmweltNaturschutz',
  'UFWohnungsbau',
  'UFFrauenfoerderung',
];
/** RichText properties the export writes as an empty div on every programme (never filled, §6). */
const ALWAYS_EMPTY = [
  'challenge',
  'customerBenefit',
  'procQuality',
  'requirements',
  'serviceDescription',
  'serviceFeeDescr',
  'termsOfPayment',
  'referenceCustomer',
  'remark',
];
const CATEGORIES = '/BMWI/SiteGlobals/Categories/FDB/';

/** A programme as a test states it; texts are HTML fragments (without the outer div). */
export interface ProgramSpec {
  /** `path/name` below `/BMWI/FDB/Content/DE/Foerderprogramm/`. */
  id: string;
  /** Null: a stub without title, subType, language or categories (§4). */
  title: string | null;
  teaser?: string;
  /** Null: the property is missing altogether (not merely empty). */
  summary?: string | null;
  body?: string;
  eligibility?: string;
  procedure?: string;
  deadlines?: string;
  processingTime?: string;
  requiredDocuments?: string;
  citation?: string;
  header?: string;
  functions?: string;
  keywords?: string;
  dateOfIssue?: string;
  dateOfExpiration?: string;
  subType?: string;
  /** Codes per classifier of `cl2Processes` (e.g. `{ Foerderart: ['zuschuss'] }`). */
  categories?: Record<string, string[]>;
  /** Codes per sub-area classifier (`{ UFArbeit: ['betriebliche_arbeitsplaetze'] }`). */
  subAreas?: Record<string, string[]>;
  /** Document ids (`/BMWI/…`). */
  organisation?: string;
  contacts?: string[];
  links?: string[];
  extra?: PropertySpec[];
}

const rich = (name: string, html = ''): PropertySpec => ({ name: `gsb:${name}`, type: 'RichText', html });

export function programDocument(p: ProgramSpec): DocumentSpec {
  const stub = p.title === null;
  const props: PropertySpec[] = [
    rich('title', p.title === null ? '' : `<p>${p.title}</p>`),
    rich('teaserText', p.teaser),
    rich('bodyText', p.body),
    rich('procDescription', p.citation),
    rich('regulatoryFWork', p.eligibility),
    rich('procMethod', p.procedure),
    rich('procInfluence', p.deadlines),
    rich('progress', p.processingTime),
    rich('competenceDescr', p.requiredDocuments),
    rich('header', p.header),
    rich('functions', p.functions),
    rich('comment', '<p>Ticket#100001</p>'),
    ...ALWAYS_EMPTY.map((n) => rich(n)),
    { name: 'gsb:shouldNotBeIndexed', type: 'Long', value: '0' },
    ...(p.summary === null ? [] : [rich('summary', p.summary)]),
    ...(p.keywords ? [{ name: 'gsb:keywords', type: 'String' as const, value: p.keywords }] : []),
    ...(p.dateOfIssue ? [{ name: 'gsb:dateOfIssue', type: 'Date' as const, value: p.dateOfIssue }] : []),
    ...(p.dateOfExpiration
      ? [{ name: 'gsb:dateOfExpiration', type: 'Date' as const, value: p.dateOfExpiration }]
      : []),
    ...(stub
      ? []
      : [
          {
            name: 'gsb:subType',
            type: 'String' as const,
            value: p.subType ?? 'ServiceOffer-FundingProgram',
          },
          {
            name: 'gsb:languageInd',
            type: 'LinkList' as const,
            targets: ['/BMWI/SiteGlobals/Languages/Deutsch'],
          },
        ]),
    {
      name: 'gsb:cl2Processes',
      type: 'ClassifiedLinkLists',
      lists: [
        ...PROCESS_CLASSIFIERS.map(([classifier, folder]) => ({
          classifier,
          targets: (p.categories?.[classifier] ?? []).map((c) => `${CATEGORIES}${folder}/${c}`),
        })),
        { classifier: 'Foerderorganisation', targets: p.organisation ? [p.organisation] : [] },
        ...Object.entries(p.categories ?? {})
          .filter(([c]) => !PROCESS_CLASSIFIERS.some(([known]) => known === c))
          .map(([classifier, codes]) => ({
            classifier,
            targets: codes.map((c) => `${CATEGORIES}${classifier}/${c}`),
          })),
      ],
    },
    {
      name: 'gsb:cl2Satisfaction',
      type: 'ClassifiedLinkLists',
      lists: SUB_AREA_CLASSIFIERS.map((classifier) => ({
        classifier,
        targets: (p.subAreas?.[classifier] ?? []).map((c) => `${CATEGORIES}UF_${classifier.slice(2)}/${c}`),
      })),
    },
    {
      name: 'gsb:cl2Location',
      type: 'ClassifiedLinkLists',
      lists: [{ classifier: 'Foerdertermin', targets: [] }],
    },
    {
      name: 'gsb:cl2Contacts',
      type: 'ClassifiedLinkLists',
      lists: [{ classifier: 'Kontakt', targets: p.contacts ?? [] }],
    },
    {
      name: 'gsb:cl2CustServices',
      type: 'ClassifiedLinkLists',
      lists: [{ classifier: 'ExternerLink', targets: p.links ?? [] }],
    },
    ...(p.extra ?? []),
  ];
  return { id: `/BMWI/FDB/Content/DE/Foerderprogramm/${p.id}`, type: 'gsb:ServiceOffer', properties: props };
}

export interface ContactSpec {
  id: string;
  title: string;
  phone?: string;
  fax?: string;
  email?: string;
  address?: string;
  websites?: string[];
  parent?: string;
  subType?: string;
}

export function contactDocument(c: ContactSpec): DocumentSpec {
  const s = (name: string, value: string | undefined): PropertySpec[] =>
    value === undefined ? [] : [{ name: `gsb:${name}`, type: 'String', value }];
  return {
    id: c.id,
    type: 'gsb:ContactData',
    properties: [
      rich('title', `<p>${c.title}</p>`),
      rich('comment'),
      rich('header'),
      ...s('phone', c.phone),
      ...s('fax', c.fax),
      ...s('email', c.email),
      ...s('subType', c.subType),
      {
        name: 'gsb:cl2Addresses',
        type: 'ClassifiedLinkLists',
        lists: [{ classifier: 'Adresse', targets: c.address ? [c.address] : [] }],
      },
      {
        name: 'gsb:cl2RespTargets',
        type: 'ClassifiedLinkLists',
        lists: [{ classifier: 'UebergeordneteEinheit', targets: c.parent ? [c.parent] : [] }],
      },
      { name: 'gsb:website', type: 'LinkList', targets: c.websites ?? [] },
    ],
  };
}

export interface AddressSpec {
  id: string;
  title: string;
  road: string;
  houseId: string;
  zipCode: string;
  city: string;
}

export const addressDocument = (a: AddressSpec): DocumentSpec => ({
  id: a.id,
  type: 'gsb:Address',
  properties: [
    rich('title', `<p>${a.title}</p>`),
    { name: 'gsb:road', type: 'String', value: a.road },
    { name: 'gsb:houseId', type: 'String', value: a.houseId },
    { name: 'gsb:zipCode', type: 'String', value: a.zipCode },
    { name: 'gsb:city', type: 'String', value: a.city },
  ],
});

export const externalLinkDocument = (l: { id: string; url: string; title: string }): DocumentSpec => ({
  id: l.id,
  type: 'gsb:ExternalLink',
  properties: [
    rich('title', `<p>${l.title}</p>`),
    rich('bodyText'),
    { name: 'gsb:url', type: 'String', value: l.url },
    { name: 'gsb:dateOfIssue', type: 'Date', value: '2024-03-01T10:00:00.000+01:00' },
  ],
});
