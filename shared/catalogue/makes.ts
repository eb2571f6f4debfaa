import { slugify } from '../slug';

/** Makes and models: the only catalogue the web and the lambdas use. */
export const MAKES_AND_MODELS = {
  Ford: [
    'Transit',
    'Transit Custom',
    'Transit Connect',
    'Transit Courier',
    'Transit Tipper',
    'Ranger',
    'Tourneo',
    'Tourneo Custom',
  ],
  'Mercedes-Benz': [
    'Sprinter',
    'Vito Panel',
    'Vito Mixto',
    'Vito Tourer',
    'eVito',
    'V-Class',
    'Citan',
  ],
  Renault: ['Kangoo', 'Trafic', 'Master'],
  Volkswagen: [
    'Transporter T1',
    'Transporter T2',
    'Transporter T3',
    'Transporter T4',
    'Transporter T5',
    'Transporter T6',
    'Transporter T7',
    'Crafter',
    'Caddy Cargo',
    'Caddy Life',
    'Caddy California',
    'LT',
  ],
  Fiat: ['Ducato', 'Doblò', 'Fiorino', 'Scudo'],
  Peugeot: ['Expert', 'Partner', 'Boxer'],
  Citroën: ['Berlingo', 'Dispatch', 'Jumpy', 'Jumper', 'Relay'],
  Vauxhall: ['Vivaro', 'Combo', 'Movano'],
  Nissan: ['NV200', 'NV300', 'NV400', 'Interstar'],
  Iveco: ['Daily'],
  MAN: ['TGE', 'TGE Panel Van', 'TGE Chassis Cab', 'TGE Crew Cab'],
  MAXUS: ['Deliver 9', 'EV30', 'eDeliver 3'],
  Dacia: ['Dokker'],
  Hyundai: ['H350'],
  Suzuki: ['Carry'],
  Mitsubishi: ['Express'],
  Kia: ['PV5'],
  Toyota: ['Proace'],
  LDV: ['EV80', 'Maxus', 'V80'],
  Isuzu: ['D-Max', 'Forward', 'Grafter', 'Rodeo'],
} as const satisfies Record<string, readonly string[]>;

export type Make = keyof typeof MAKES_AND_MODELS;

export const MAKES = Object.keys(MAKES_AND_MODELS) as Make[];

export function isMake(value: string): value is Make {
  return Object.hasOwn(MAKES_AND_MODELS, value);
}

export function modelsOf(make: string): readonly string[] {
  return isMake(make) ? MAKES_AND_MODELS[make] : [];
}

/** 'mercedes-benz' -> 'Mercedes-Benz', 'citroen' -> 'Citroën'; undefined when unknown. */
export function makeFromSlug(slug: string): Make | undefined {
  return MAKES.find((make) => slugify(make) === slug.toLowerCase());
}

/** ('volkswagen', 'transporter-t6') -> 'Transporter T6'; undefined when unknown. */
export function modelFromSlug(make: string, slug: string): string | undefined {
  return modelsOf(make).find((model) => slugify(model) === slug.toLowerCase());
}
