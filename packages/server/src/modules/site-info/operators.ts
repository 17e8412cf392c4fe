import type { Brand } from '@amora/contracts';

/** The company that operates a brand's site, as its legal pages name it (imprint, contracts, privacy). */
export interface Operator {
  company: string;
  /** One line, in the style of the company's country. */
  companyAddress: string;
  /** Company register and number. */
  companyRegistration: string;
  vatId: string;
  phone: string;
}

/**
 * Most brands are run by the network's operating company; a few by a local company of their
 * main market, keyed by brand short name. Support and privacy addresses are always at the
 * brand's own domain (see contactsOf), so members write to the site they know.
 */
const NETWORK_OPERATOR: Operator = {
  company: 'Amora Digital Services Ltd.',
  companyAddress: '12 Fitzwilliam Square South, Dublin 2, D02 XK52, Ireland',
  companyRegistration: 'Companies Registration Office Ireland, No. 712458',
  vatId: 'IE3712458KH',
  phone: '+353 1 485 3290',
};

const LOCAL_OPERATORS: Readonly<Record<string, Operator>> = {
  lovella: {
    company: 'Lovella SAS',
    companyAddress: '18 rue de la Chaussée-d’Antin, 75009 Paris, France',
    companyRegistration: 'RCS Paris 912 458 331',
    vatId: 'FR64912458331',
    phone: '+33 1 84 80 52 17',
  },
  tandem: {
    company: 'Tandem Dating GmbH',
    companyAddress: 'Rosenthaler Straße 40, 10178 Berlin, Deutschland',
    companyRegistration: 'Amtsgericht Charlottenburg, HRB 238114 B',
    vatId: 'DE341266805',
    phone: '+49 30 2589 4410',
  },
  cupido: {
    company: 'Cupido Citas S.L.',
    companyAddress: 'Calle de Fuencarral 45, 28004 Madrid, España',
    companyRegistration: 'Registro Mercantil de Madrid, tomo 41.852, folio 112, hoja M-742318',
    vatId: 'ESB88461273',
    phone: '+34 910 48 27 63',
  },
};

export function operatorOf(brand: Pick<Brand, 'shortName'>): Operator {
  return LOCAL_OPERATORS[brand.shortName] ?? NETWORK_OPERATOR;
}

export function contactsOf(brand: Pick<Brand, 'domain'>): { supportEmail: string; privacyEmail: string } {
  return { supportEmail: `support@${brand.domain}`, privacyEmail: `privacy@${brand.domain}` };
}
