import type { RoofHeight, Wheelbase } from './van-specs';

/**
 * The catalogue of common UK van derivatives (issue 31 §1): each model generation's load space and
 * weights per wheelbase and roof, as a published source prints them, with that source cited.
 *
 * Rules this file keeps (docs/van-catalogue.md says more):
 * - A figure is copied as the source prints it (metres and litres turned into mm and m³, nothing
 *   else); a figure the cited source does not give for that variant is null, never estimated.
 * - Wheelbase and roof follow the maker's L and H codes (L1 = swb ... L4 = xlwb, H1 = low ...
 *   H4 = super_high), whatever the maker calls them in words: Ford's and VW's "high roof" is H2,
 *   so it is `medium` here. Makers that name lengths instead of codes (compact/standard/long) map
 *   in order: the shortest is swb. Small vans sold with one roof are `low`.
 * - `generation.to` is null while the generation is on sale.
 * - A weight given only as a span for the variant is a range; the form fills only single figures.
 */

/** A figure a source prints only as a span for this variant (e.g. payload by engine). */
export type FigureRange = { readonly min: number; readonly max: number };

export type Source = {
  readonly url: string;
  /** Who published the page; "(maker)" where it is the manufacturer's own document. */
  readonly publisher: string;
  /** The date the page was read for this catalogue (ISO). */
  readonly read: string;
};

export type Derivative = {
  readonly make: string;
  readonly model: string;
  /** The generation's name as the trade knows it, e.g. 'Mk2' or 'T7'. */
  readonly generation: string;
  readonly years: { readonly from: number; readonly to: number | null };
  readonly wheelbase: Wheelbase;
  readonly roof_height: RoofHeight;
  readonly load_length_mm: number | null;
  readonly load_width_mm: number | null;
  readonly width_between_arches_mm: number | null;
  readonly load_height_mm: number | null;
  readonly load_volume_m3: number | null;
  readonly gross_vehicle_weight_kg: number | FigureRange | null;
  readonly kerb_weight_kg: number | FigureRange | null;
  readonly payload_kg: number | FigureRange | null;
  readonly seats: number | null;
  /** Where the figures come from; a second source only where the first lacks a figure. */
  readonly sources: readonly [Source, ...Source[]];
  /** Why a figure is missing or how the source words it, where that is not obvious. */
  readonly note?: string;
};

const READ = '2026-11-28';

function src(url: string, publisher: string): Source {
  return { url, publisher, read: READ };
}

type Figures = Partial<
  Pick<
    Derivative,
    | 'load_length_mm'
    | 'load_width_mm'
    | 'width_between_arches_mm'
    | 'load_height_mm'
    | 'load_volume_m3'
    | 'gross_vehicle_weight_kg'
    | 'kerb_weight_kg'
    | 'payload_kg'
    | 'seats'
    | 'note'
  >
>;

type Generation = Pick<Derivative, 'make' | 'model' | 'generation' | 'years'>;

/** One variant of a generation: every figure not given is null (not published in the source). */
function variant(
  generation: Generation,
  wheelbase: Wheelbase,
  roof_height: RoofHeight,
  figures: Figures,
  sources: readonly [Source, ...Source[]],
): Derivative {
  return {
    ...generation,
    wheelbase,
    roof_height,
    load_length_mm: null,
    load_width_mm: null,
    width_between_arches_mm: null,
    load_height_mm: null,
    load_volume_m3: null,
    gross_vehicle_weight_kg: null,
    kerb_weight_kg: null,
    payload_kg: null,
    seats: null,
    ...figures,
    sources,
  };
}

// ---- Sources (each read on 2026-11-28) -------------------------------------------------------

const VANADVISOR_TRANSIT_CUSTOM = src(
  'https://vanadvisor.com/road-tests/ford-transit-custom',
  'Van Advisor road test',
);
const WHATCAR_TRANSIT_CUSTOM_2024 = src(
  'https://www.whatcar.com/news/van-and-commercial-vehicle-awards-best-medium-van/n25160',
  'What Car? Van Awards 2024',
);
const NZ_LCV_TRANSIT = src(
  'https://www.pressreader.com/new-zealand/new-zealand-lcv/20170701/281814283944158',
  'New Zealand LCV magazine (PressReader)',
);
const BUSINESSCAR_TRANSIT = src(
  'https://www.businesscar.co.uk/test-drives/ford-transit-test-drive-review/',
  'Business Car test drive',
);
const HONESTJOHN_TRANSIT_CONNECT = src(
  'https://vans.honestjohn.co.uk/our-vans/ford-transit-connect/the-small-van-thats-big-on-space',
  'Honest John Vans long-term test',
);
const WHATVAN_TRANSIT_CONNECT = src(
  'https://www.whatvan.co.uk/test-drives/first-drive/2013/first-drive-ford-transit-connect',
  'What Van? first drive',
);
const VANFLEETWORLD_TRANSIT_CONNECT = src(
  'https://vanfleetworld.co.uk/ford-transit-connect-2',
  'Van Fleet World first drive',
);
const CARADISIAC_TRANSIT_COURIER = src(
  'https://www.caradisiac.com/ford-e-transit-courier-l-urbain-electrique-215682.htm',
  'Caradisiac',
);
const TT_TRANSIT_COURIER = src(
  'https://www.tt.com/artikel/30851261/fords-neuer-transit-courier-kommt-noch-heuer',
  'Tiroler Tageszeitung',
);
const HONESTJOHN_VIVARO_2014 = src(
  'https://vans.honestjohn.co.uk/van-news/new-vans/2014-04/cv-show-2014-vauxhall-unveils-new-vivaro',
  'Honest John Vans',
);
const WHATVAN_PARTNER_2018 = src(
  'https://www.whatvan.co.uk/test-drives/first-drive/2019/peugeot-partner-(2018)-review',
  'What Van? first drive (Peugeot Partner, Citroën Berlingo, Vauxhall Combo)',
);
const WHATVAN_MOVANO_2010 = src(
  'https://www.whatvan.co.uk/van-reviews/vauxhall-movano-1/',
  'What Van? review',
);
const COMMERCIAL_MOTOR_MOVANO_L4H2 = src(
  'https://archive.commercialmotor.com/article/9th-june-2011/41/additional-payload-as-well-as-a-vast-17m-3-capacit',
  'Commercial Motor road test',
);
const HONESTJOHN_CADDY_2021 = src(
  'https://vans.honestjohn.co.uk/van-news/new-vans/2020-02/volkswagen-previews-new-2021-caddy-small-van',
  'Honest John Vans',
);
const RP_TRANSPORTER_T7 = src(
  'https://moto.rp.pl/premiery/art41249611-volkswagen-zrezygnowal-ze-swoich-konstrukcji-oto-nowy-vw-transporter-i-caravelle',
  'Rzeczpospolita Moto (maker press figures)',
);
const TASPO_VITO = src(
  'https://taspo.de/gartenmarkt/vito-heimlicher-star-bei-mercedes/',
  'TASPO (maker press figures)',
);
const COMPLETEVAN_CITAN_2022 = src(
  'https://completevan.ie/van-reviews/mercedes-benz-citan-2022',
  'CompleteVan.ie review',
);
const BUSINESSCAR_CITAN_2013 = src('https://businesscar.co.uk/?p=9288', 'Business Car first drive');
const DELIVERY_TRAFIC = src(
  'https://deliverymagazine.com.au/renault_trafic_terrific-trafic/',
  'Delivery magazine',
);
const IFW_TRAFIC = src(
  'https://internationalfleetworld.com/first-drive-renault-trafic',
  'International Fleet World first drive',
);
const PRIMEMOVER_TRAFIC = src(
  'https://www.primemovermag.com.au/featured/article/final-mile-renault-trafic-lwb',
  'Prime Mover magazine',
);
const CARSGUIDE_MASTER_L1H1 = src(
  'https://www.carsguide.com.au/car-news/renault-introduces-master-l1h1-van-28264',
  'CarsGuide',
);
const UTILITAIRES_KANGOO = src('https://utilitaires.com/renault-kangoo-van/', 'Utilitaires.com');
const RELAY_HANDBOOK = src(
  'https://www.autoguidegalaxy.com/2008-citroen-jumper-owner-s-manual/?srch=wheelbase',
  "Citroën Relay owner's handbook, technical data (maker), reproduced by AutoGuideGalaxy",
);
const AUTO55_EXPERT = src(
  'https://www.auto55.be/nieuws/26941-peugeot-expert-citroen-jumpy-en-toyota-proace-kunnen-aan-het-werk',
  'Auto55 (Peugeot Expert, Citroën Jumpy/Dispatch, Toyota Proace)',
);
const WHATVAN_DOBLO_2012 = src(
  'https://www.whatvan.co.uk/analysis/what-van-awards-2012-light-van-fiat-doblo-cargo/',
  'What Van? Awards 2012',
);
const COMMERCIAL_MOTOR_DOBLO = src(
  'https://archive.commercialmotor.com/article/2nd-september-2010/155/while-the-styling-might-not-suit-everyones-tastes-',
  'Commercial Motor',
);
const AUTOFLOTTE_NV200 = src(
  'https://www.autoflotte.de/nachrichten/autohersteller/nissan-neue-transportervariante-des-nv200-3094359',
  'Autoflotte (maker press figures)',
);
const WHATVAN_DISPATCH_2010 = src(
  'https://www.whatvan.co.uk/what-van-awards/awards-2010?pageno=5',
  'What Van? Awards 2010 (Citroën Dispatch, Fiat Scudo, Peugeot Expert)',
);
const WHATVAN_DISPATCH_2007 = src('https://whatvan.co.uk/?p=5453', 'What Van? review');
const VANFLEETWORLD_SPRINTER = src(
  'https://vanfleetworld.co.uk/road-test-mercedes-benz-sprinter-3/',
  'Van Fleet World road test',
);
const VANEXPERT_SPRINTER = src(
  'https://thevanexpert.co.uk/mercedes-benz-sprinter-review/',
  'The Van Expert road test',
);
const DELIVERY_DUCATO = src(
  'https://deliverymagazine.com.au/fiat-ducato-lwb-mid-roof-van-review/',
  'Delivery magazine',
);
const LAUNDRY_TRANSIT_2000 = src(
  'https://www.laundryandcleaningnews.com/analysis/delivering-the-goods-723/',
  'Laundry and Cleaning News',
);
const BUSINESSCAR_COURIER_2014 = src(
  'https://businesscar.co.uk/?p=12066',
  'Business Car (What Van? Awards)',
);
const MEINAUTO_INTERSTAR = src(
  'https://www.meinauto.de/nissan/neuwagen/interstar/angebote/nissan-interstar-ev?kondition=privatkunden&tab=angebote&zahlungsart=barkauf',
  'meinauto.de',
);
const LAUNDRY_DAILY_1999 = src(
  'https://laundryandcleaningnews.com/?p=9867',
  'Laundry and Cleaning News test drive',
);
const FUTURETRUCKING_TGE = src(
  'https://www.futuretrucking.co.za/first-man-tge-rolls-off-the-line/',
  'FutureTrucking',
);
const FLEETMAGAZINE_EDELIVER3 = src(
  'https://fleetmagazine.pt/ensaio-maxus-edeliver3-cargo-van-lwb-competente/',
  'Fleet Magazine (Portugal) road test',
);
const MBL_EDELIVER3 = src(
  'https://www.mbl.is/bill/frettir/2020/05/25/kinverskur_rafsendibill_heillar_nordmenn/',
  'Morgunblaðið',
);
const WHATVAN_RT_TRANSIT_CUSTOM_2017 = src(
  'https://www.whatvan.co.uk/test-drives/the-whatvan-road-test/2016-the-what-van-road-test/the-what-van-road-test-ford-transit-custom',
  'What Van? Road Test (Transit Custom L1H1, 2017)',
);
const THEWEST_TRANSIT_CUSTOM_2024 = src(
  'https://thewest.com.au/lifestyle/motoring/fords-fancy-new-transit-custom-vans-c-13340099',
  'The West Australian',
);
const WHATVAN_RT_TRANSIT_2020 = src(
  'https://www.whatvan.co.uk/test-drives/the-whatvan-road-test/2021/the-what-van-road-test-ford-transit-(2020)?pageno=5',
  'What Van? Road Test (Transit 350 L2H2, 2021)',
);
const WHATVAN_RT_TRANSIT_CONNECT_2018 = src(
  'https://whatvan.co.uk/the-whatvan-road-test/2018-the-whatvan-road-test/the-what-van-road-test-ford-transit-connect-(2018)?pageno=5',
  'What Van? Road Test (Transit Connect 210 L2, 2018)',
);
const GREENFLEET_RELAY = src(
  'https://greenfleet.net/road-tests/21082014/relay-switch',
  'GreenFleet road test (Relay 35 L3H2)',
);
const PROQUEST_RELAY_L1H1 = src(
  'https://www.proquest.com/docview/228985007',
  'Trade-journal road test of the Relay 30 L1H1 100, reproduced by ProQuest',
);
const WHATVAN_DUCATO_MWB_HIGH = src(
  'https://www.whatvan.co.uk/van-reviews/fiat-ducato-33-2-3jtd-120-mwb-high-roof/',
  'What Van? review (Ducato 33 MWB high roof)',
);
const WHATVAN_BERLINGO_2008 = src(
  'https://www.whatvan.co.uk/van-reviews/citro-n-berlingo-amp-nemo-may-2008/',
  'What Van? review (Berlingo and Nemo, 2008)',
);
const WHATCAR_KANGOO_2024 = src(
  'https://www.whatcar.com/news/van-and-commercial-vehicle-awards-best-small-van/n25156',
  'What Car? Van Awards 2024 (best small van)',
);
const IFW_CITAN = src(
  'https://internationalfleetworld.com/mercedes-benz-citan',
  'International Fleet World road test',
);
const GREENFLEET_EXPERT_2016 = src(
  'https://issuu.com/psi-media/docs/gf98/50',
  'GreenFleet magazine first drive (Peugeot Expert), on Issuu',
);
const MARQUENEWS_CADDY_2015 = src('https://marquenews.com.au/new-caddy-volkswagen/', 'Marque News');
const TOPGEAR_TRANSPORTER_T61 = src(
  'https://www.topgear.com/car-reviews/volkswagen/transporter',
  'Top Gear review (Transporter T6.1)',
);
const WHATVAN_RT_SPRINTER_2014 = src(
  'https://www.whatvan.co.uk/van-reviews/the-what-van-road-test-mercedes-benz-sprinter/',
  'What Van? Road Test (Sprinter 313 CDI long wheelbase, high roof, 2014)',
);
const CARADISIAC_INTERSTAR = src(
  'https://www.caradisiac.com/le-nissan-interstar-est-bien-comme-son-cousin-le-renault-master-212325.htm',
  'Caradisiac',
);
const PROFICARS_INTERSTAR = src(
  'https://proficars.sk/testy-aut/test-nissan-interstar-2-0-l3h2-klon-dodavky-roka-2025/1719',
  'Proficars.sk road test (Interstar L3H2)',
);
const WHATVAN_USED_CONNECT_2019 = src(
  'https://www.whatvan.co.uk/buyers-guides/buying-a-used-ford-transit-connect-2019/',
  "What Van? used buyer's guide (Transit Connect, 2019 facelift)",
);
const GREENFLEET_BERLINGO_2014 = src(
  'https://www.greenfleet.net/road-tests/27102014/chatty-van',
  'GreenFleet road test',
);
const SAE_NV200 = src(
  'https://articles.sae.org/4754/',
  "SAE Automotive Engineering (Nissan's outline at the 2008 IAA)",
);
const WHATVAN_USED_CUSTOM_2018 = src(
  'https://whatvan.co.uk/analysis/buying-a-used-ford-transit-custom-2018',
  "What Van? used buyer's guide (Transit Custom, 2018 facelift)",
);

// ---- Generations -------------------------------------------------------------------------------

const TRANSIT_CUSTOM_MK1: Generation = {
  make: 'Ford',
  model: 'Transit Custom',
  generation: 'Mk1',
  years: { from: 2012, to: 2023 },
};
const TRANSIT_CUSTOM_MK2: Generation = {
  make: 'Ford',
  model: 'Transit Custom',
  generation: 'Mk2',
  years: { from: 2023, to: null },
};
const TRANSIT_MK6: Generation = {
  make: 'Ford',
  model: 'Transit',
  generation: 'Mk6',
  years: { from: 2000, to: 2006 },
};
const TRANSIT_COURIER_MK1: Generation = {
  make: 'Ford',
  model: 'Transit Courier',
  generation: 'Mk1',
  years: { from: 2014, to: 2023 },
};
const DISPATCH_2: Generation = {
  make: 'Citroën',
  model: 'Dispatch',
  generation: 'Dispatch II',
  years: { from: 2007, to: 2016 },
};
const EXPERT_2: Generation = {
  make: 'Peugeot',
  model: 'Expert',
  generation: 'Expert II',
  years: { from: 2007, to: 2016 },
};
const SCUDO_2: Generation = {
  make: 'Fiat',
  model: 'Scudo',
  generation: 'Scudo II',
  years: { from: 2007, to: 2016 },
};
const JUMPY_3: Generation = {
  make: 'Citroën',
  model: 'Jumpy',
  generation: 'Jumpy III',
  years: { from: 2016, to: null },
};
const SPRINTER_NCV3: Generation = {
  make: 'Mercedes-Benz',
  model: 'Sprinter',
  generation: 'NCV3 (906)',
  years: { from: 2006, to: 2018 },
};
const SPRINTER_VS30: Generation = {
  make: 'Mercedes-Benz',
  model: 'Sprinter',
  generation: 'VS30 (907)',
  years: { from: 2018, to: null },
};
const DUCATO_3: Generation = {
  make: 'Fiat',
  model: 'Ducato',
  generation: 'Ducato III',
  years: { from: 2006, to: null },
};
const TRANSIT_MK8: Generation = {
  make: 'Ford',
  model: 'Transit',
  generation: 'Mk8',
  years: { from: 2014, to: null },
};
const TRANSIT_CONNECT_MK2: Generation = {
  make: 'Ford',
  model: 'Transit Connect',
  generation: 'Mk2',
  years: { from: 2013, to: 2022 },
};
const TRANSIT_COURIER_MK2: Generation = {
  make: 'Ford',
  model: 'Transit Courier',
  generation: 'Mk2',
  years: { from: 2023, to: null },
};
const VIVARO_B: Generation = {
  make: 'Vauxhall',
  model: 'Vivaro',
  generation: 'Vivaro B (X82)',
  years: { from: 2014, to: 2019 },
};
const COMBO_E: Generation = {
  make: 'Vauxhall',
  model: 'Combo',
  generation: 'Combo E',
  years: { from: 2018, to: null },
};
const MOVANO_B: Generation = {
  make: 'Vauxhall',
  model: 'Movano',
  generation: 'Movano B',
  years: { from: 2010, to: 2021 },
};
const CADDY_4: Generation = {
  make: 'Volkswagen',
  model: 'Caddy Cargo',
  generation: 'Caddy 4',
  years: { from: 2015, to: 2020 },
};
const CADDY_5: Generation = {
  make: 'Volkswagen',
  model: 'Caddy Cargo',
  generation: 'Caddy 5',
  years: { from: 2021, to: null },
};
const TRANSPORTER_T6: Generation = {
  make: 'Volkswagen',
  model: 'Transporter T6',
  generation: 'T6 and T6.1',
  years: { from: 2015, to: 2024 },
};
const TRANSPORTER_T7: Generation = {
  make: 'Volkswagen',
  model: 'Transporter T7',
  generation: 'T7',
  years: { from: 2024, to: null },
};
const VITO_W447: Generation = {
  make: 'Mercedes-Benz',
  model: 'Vito Panel',
  generation: 'W447',
  years: { from: 2014, to: null },
};
const CITAN_W415: Generation = {
  make: 'Mercedes-Benz',
  model: 'Citan',
  generation: 'W415',
  years: { from: 2012, to: 2021 },
};
const CITAN_W420: Generation = {
  make: 'Mercedes-Benz',
  model: 'Citan',
  generation: 'W420',
  years: { from: 2021, to: null },
};
const TRAFIC_3: Generation = {
  make: 'Renault',
  model: 'Trafic',
  generation: 'Trafic III',
  years: { from: 2014, to: null },
};
const MASTER_3: Generation = {
  make: 'Renault',
  model: 'Master',
  generation: 'Master III',
  years: { from: 2010, to: 2024 },
};
const KANGOO_3: Generation = {
  make: 'Renault',
  model: 'Kangoo',
  generation: 'Kangoo III',
  years: { from: 2021, to: null },
};
const BERLINGO_2: Generation = {
  make: 'Citroën',
  model: 'Berlingo',
  generation: 'Berlingo II',
  years: { from: 2008, to: 2018 },
};
const BERLINGO_3: Generation = {
  make: 'Citroën',
  model: 'Berlingo',
  generation: 'Berlingo III',
  years: { from: 2018, to: null },
};
const PARTNER_3: Generation = {
  make: 'Peugeot',
  model: 'Partner',
  generation: 'Partner III',
  years: { from: 2018, to: null },
};
const RELAY_3: Generation = {
  make: 'Citroën',
  model: 'Relay',
  generation: 'Relay III',
  years: { from: 2006, to: null },
};
const DISPATCH_3: Generation = {
  make: 'Citroën',
  model: 'Dispatch',
  generation: 'Dispatch III',
  years: { from: 2016, to: null },
};
const EXPERT_3: Generation = {
  make: 'Peugeot',
  model: 'Expert',
  generation: 'Expert III',
  years: { from: 2016, to: null },
};
const PROACE_2: Generation = {
  make: 'Toyota',
  model: 'Proace',
  generation: 'Proace II',
  years: { from: 2016, to: null },
};
const DOBLO_2: Generation = {
  make: 'Fiat',
  model: 'Doblò',
  generation: 'Doblò Cargo II',
  years: { from: 2010, to: 2022 },
};
const NV200: Generation = {
  make: 'Nissan',
  model: 'NV200',
  generation: 'NV200',
  years: { from: 2009, to: 2022 },
};
const INTERSTAR_2: Generation = {
  make: 'Nissan',
  model: 'Interstar',
  generation: 'Interstar (2024)',
  years: { from: 2024, to: null },
};
const DAILY_3: Generation = {
  make: 'Iveco',
  model: 'Daily',
  generation: 'Daily III',
  years: { from: 1999, to: 2006 },
};
const TGE: Generation = {
  make: 'MAN',
  model: 'TGE',
  generation: 'TGE',
  years: { from: 2017, to: null },
};
const EDELIVER_3: Generation = {
  make: 'MAXUS',
  model: 'eDeliver 3',
  generation: 'eDeliver 3',
  years: { from: 2020, to: null },
};

/** The catalogue. Adding a van: docs/van-catalogue.md. */
export const DERIVATIVES: readonly Derivative[] = [
  // Ford Transit Custom Mk1: two load lengths and two load heights (L1/L2 x H1/H2).
  variant(
    TRANSIT_CUSTOM_MK1,
    'swb',
    'low',
    {
      load_length_mm: 2555,
      load_width_mm: 1775,
      width_between_arches_mm: 1390,
      load_height_mm: 1406,
      load_volume_m3: 6,
      gross_vehicle_weight_kg: 3140,
      payload_kg: 1179,
      note: 'Widths and weights from the What Van? road test of a 2017 L1H1 at 3,140 kg.',
    },
    [VANADVISOR_TRANSIT_CUSTOM, WHATVAN_RT_TRANSIT_CUSTOM_2017],
  ),
  variant(
    TRANSIT_CUSTOM_MK1,
    'swb',
    'medium',
    {
      load_length_mm: 2555,
      load_width_mm: 1770,
      width_between_arches_mm: 1350,
      load_height_mm: 1754,
      note: "Load volume for L1H2 not given in the sources. What Van?'s used guide gives the range's load width as 1.77 m, 1.35 m between the arches.",
    },
    [VANADVISOR_TRANSIT_CUSTOM, WHATVAN_USED_CUSTOM_2018],
  ),
  variant(
    TRANSIT_CUSTOM_MK1,
    'mwb',
    'low',
    {
      load_length_mm: 2922,
      load_width_mm: 1770,
      width_between_arches_mm: 1350,
      load_height_mm: 1406,
      load_volume_m3: 6.8,
      note: "What Van?'s used guide gives the range's load width as 1.77 m, 1.35 m between the arches.",
    },
    [VANADVISOR_TRANSIT_CUSTOM, WHATCAR_TRANSIT_CUSTOM_2024, WHATVAN_USED_CUSTOM_2018],
  ),
  variant(
    TRANSIT_CUSTOM_MK1,
    'mwb',
    'medium',
    {
      load_length_mm: 2922,
      load_width_mm: 1770,
      width_between_arches_mm: 1350,
      load_height_mm: 1754,
      load_volume_m3: 8.3,
      note: "What Van?'s used guide gives the range's load width as 1.77 m, 1.35 m between the arches.",
    },
    [VANADVISOR_TRANSIT_CUSTOM, WHATVAN_USED_CUSTOM_2018],
  ),
  // Ford Transit Custom Mk2.
  variant(
    TRANSIT_CUSTOM_MK2,
    'swb',
    'low',
    {
      load_volume_m3: 5.8,
      gross_vehicle_weight_kg: 3025,
      kerb_weight_kg: 2002,
      note: 'Weights of the Australian Sport SWB van as The West Australian gives them (GVM, kerb).',
    },
    [WHATCAR_TRANSIT_CUSTOM_2024, THEWEST_TRANSIT_CUSTOM_2024],
  ),
  variant(TRANSIT_CUSTOM_MK2, 'mwb', 'low', { load_volume_m3: 6.8 }, [WHATCAR_TRANSIT_CUSTOM_2024]),
  // Ford Transit Mk6: the Jumbo (extended body, high roof).
  variant(
    TRANSIT_MK6,
    'xlwb',
    'high',
    {
      load_volume_m3: 14.3,
      payload_kg: 1349,
      note: 'The Jumbo; the source gives 1,349 kg as its top payload.',
    },
    [LAUNDRY_TRANSIT_2000],
  ),
  // Ford Transit Mk8: the load floor is the same under both roofs of a length.
  variant(
    TRANSIT_MK8,
    'mwb',
    'medium',
    {
      load_length_mm: 3044,
      load_width_mm: 1784,
      width_between_arches_mm: 1392,
      load_height_mm: 1786,
      load_volume_m3: 9.5,
      gross_vehicle_weight_kg: 3500,
      payload_kg: 1203,
      note: 'The What Van? road test of a 2020 350 L2H2 (rear-wheel drive, automatic).',
    },
    [WHATVAN_RT_TRANSIT_2020],
  ),
  variant(
    TRANSIT_MK8,
    'lwb',
    'medium',
    {
      load_length_mm: 3494,
      load_width_mm: 1784,
      width_between_arches_mm: 1392,
    },
    [NZ_LCV_TRANSIT],
  ),
  variant(
    TRANSIT_MK8,
    'lwb',
    'high',
    {
      load_length_mm: 3494,
      load_width_mm: 1784,
      width_between_arches_mm: 1392,
    },
    [NZ_LCV_TRANSIT],
  ),
  variant(
    TRANSIT_MK8,
    'xlwb',
    'high',
    {
      load_length_mm: 4217,
      load_width_mm: 1784,
      width_between_arches_mm: 1392,
      load_volume_m3: 15.1,
      note: 'The Jumbo. The source says the range carries up to five Euro pallets.',
    },
    [NZ_LCV_TRANSIT, BUSINESSCAR_TRANSIT],
  ),
  // Ford Transit Connect Mk2: one roof height.
  variant(
    TRANSIT_CONNECT_MK2,
    'swb',
    'low',
    {
      load_length_mm: 1786,
      load_width_mm: 1535,
      width_between_arches_mm: 1226,
      load_height_mm: 1270,
      load_volume_m3: 2.9,
      payload_kg: { min: 625, max: 825 },
      note:
        'The What Van? first drive: both wheelbases take two Euro pallets. Width and height ' +
        "from What Van?'s used guide to the 2019 facelift.",
    },
    [
      HONESTJOHN_TRANSIT_CONNECT,
      WHATVAN_TRANSIT_CONNECT,
      VANFLEETWORLD_TRANSIT_CONNECT,
      WHATVAN_USED_CONNECT_2019,
    ],
  ),
  variant(
    TRANSIT_CONNECT_MK2,
    'mwb',
    'low',
    {
      load_length_mm: 2153,
      load_width_mm: 1538,
      width_between_arches_mm: 1226,
      load_height_mm: 1269,
      load_volume_m3: 3.6,
      payload_kg: { min: 706, max: 1004 },
      note: 'Length, widths and height from the What Van? road test of a 2018 210 L2.',
    },
    [WHATVAN_TRANSIT_CONNECT, VANFLEETWORLD_TRANSIT_CONNECT, WHATVAN_RT_TRANSIT_CONNECT_2018],
  ),
  // Ford Transit Courier Mk1: one body.
  variant(
    TRANSIT_COURIER_MK1,
    'swb',
    'low',
    {
      load_height_mm: 1240,
      load_volume_m3: 2.4,
      payload_kg: 660,
      note: "Caradisiac gives the outgoing (Mk1) Courier's load height as 1.24 m.",
    },
    [BUSINESSCAR_COURIER_2014, CARADISIAC_TRANSIT_COURIER],
  ),
  // Ford Transit Courier Mk2: one body.
  variant(
    TRANSIT_COURIER_MK2,
    'swb',
    'low',
    {
      load_length_mm: 1800,
      width_between_arches_mm: 1220,
      load_height_mm: 1260,
      load_volume_m3: 2.9,
      note: 'Caradisiac: two Euro pallets. Load length from the Tiroler Tageszeitung (1.8 m).',
    },
    [CARADISIAC_TRANSIT_COURIER, TT_TRANSIT_COURIER],
  ),
  // Vauxhall Vivaro B: volumes from 5.2 m³ (L1H1) to 8.6 m³ (L2H2).
  variant(
    VIVARO_B,
    'swb',
    'low',
    {
      load_volume_m3: 5.2,
      note: 'Honest John: the L1 carries three Euro pallets.',
    },
    [HONESTJOHN_VIVARO_2014],
  ),
  variant(VIVARO_B, 'mwb', 'medium', { load_volume_m3: 8.6 }, [HONESTJOHN_VIVARO_2014]),
  // Vauxhall Combo E, Citroën Berlingo III, Peugeot Partner III: one body, badged three ways.
  variant(COMBO_E, 'swb', 'low', { load_volume_m3: 3.3 }, [WHATVAN_PARTNER_2018]),
  variant(COMBO_E, 'mwb', 'low', { load_volume_m3: 3.8 }, [WHATVAN_PARTNER_2018]),
  variant(BERLINGO_3, 'swb', 'low', { load_volume_m3: 3.3 }, [WHATVAN_PARTNER_2018]),
  // Citroën Berlingo II: L1 and L2 on one wheelbase, one roof; What Van?: 1,620 mm wide in both.
  variant(
    BERLINGO_2,
    'swb',
    'low',
    { load_length_mm: 1800, load_width_mm: 1620, load_volume_m3: 3.3 },
    [WHATVAN_BERLINGO_2008],
  ),
  variant(
    BERLINGO_2,
    'mwb',
    'low',
    { load_length_mm: 2050, load_width_mm: 1620, load_volume_m3: 3.7, payload_kg: 750 },
    [WHATVAN_BERLINGO_2008, GREENFLEET_BERLINGO_2014],
  ),
  variant(BERLINGO_3, 'mwb', 'low', { load_volume_m3: 3.8 }, [WHATVAN_PARTNER_2018]),
  variant(PARTNER_3, 'swb', 'low', { load_volume_m3: 3.3 }, [WHATVAN_PARTNER_2018]),
  variant(PARTNER_3, 'mwb', 'low', { load_volume_m3: 3.8 }, [WHATVAN_PARTNER_2018]),
  // Vauxhall Movano B: front-wheel-drive cubes from 8.0 m³ (L1H1).
  variant(MOVANO_B, 'swb', 'low', { load_volume_m3: 8 }, [WHATVAN_MOVANO_2010]),
  variant(
    MOVANO_B,
    'xlwb',
    'medium',
    {
      load_volume_m3: 17,
      payload_kg: 1176,
      note: 'The rear-wheel-drive L4H2 as tested by Commercial Motor.',
    },
    [COMMERCIAL_MOTOR_MOVANO_L4H2],
  ),
  // Volkswagen Caddy (Caddy 4): standard and Maxi; Marque News gives one cargo height for both.
  variant(
    CADDY_4,
    'swb',
    'low',
    { load_length_mm: 1779, load_height_mm: 1259, load_volume_m3: 3.2 },
    [MARQUENEWS_CADDY_2015],
  ),
  variant(
    CADDY_4,
    'mwb',
    'low',
    { load_length_mm: 2249, load_height_mm: 1259, load_volume_m3: 4.2, note: 'The Maxi.' },
    [MARQUENEWS_CADDY_2015],
  ),
  // Volkswagen Caddy Cargo (Caddy 5): standard and Maxi.
  variant(
    CADDY_5,
    'swb',
    'low',
    {
      load_width_mm: 1606,
      width_between_arches_mm: 1230,
      load_volume_m3: 3.3,
    },
    [HONESTJOHN_CADDY_2021],
  ),
  variant(
    CADDY_5,
    'mwb',
    'low',
    {
      load_length_mm: 2150,
      load_width_mm: 1606,
      width_between_arches_mm: 1230,
      load_volume_m3: 4,
      note: 'The Maxi; Honest John: it takes two Euro pallets.',
    },
    [HONESTJOHN_CADDY_2021],
  ),
  // Volkswagen Transporter T6/T6.1: Top Gear gives the two wheelbases' load lengths in metres.
  variant(TRANSPORTER_T6, 'swb', 'low', { load_length_mm: 2500 }, [TOPGEAR_TRANSPORTER_T61]),
  variant(TRANSPORTER_T6, 'mwb', 'low', { load_length_mm: 2900 }, [TOPGEAR_TRANSPORTER_T61]),
  // Volkswagen Transporter T7: standard roof and the maker's "high roof" (H2).
  variant(
    TRANSPORTER_T7,
    'swb',
    'low',
    {
      load_length_mm: 2600,
      width_between_arches_mm: 1392,
      load_volume_m3: 5.8,
      payload_kg: 1330,
      note: 'The source gives the load length as 2.6 m and the payload as 1.33 t (TDI).',
    },
    [RP_TRANSPORTER_T7],
  ),
  variant(
    TRANSPORTER_T7,
    'mwb',
    'medium',
    {
      load_length_mm: 3000,
      width_between_arches_mm: 1392,
      load_volume_m3: 9,
      note: 'Long wheelbase, high roof; the source gives the load length as 3.0 m.',
    },
    [RP_TRANSPORTER_T7],
  ),
  // Mercedes-Benz Sprinter NCV3: the medium wheelbase with the high roof (H2).
  variant(
    SPRINTER_NCV3,
    'mwb',
    'medium',
    {
      load_volume_m3: 10.5,
      payload_kg: 1216,
      note: "The source's test van; payload for that specification.",
    },
    [VANEXPERT_SPRINTER],
  ),
  variant(
    SPRINTER_NCV3,
    'lwb',
    'medium',
    {
      gross_vehicle_weight_kg: 3500,
      seats: 3,
      note: 'The 3.5-tonne long-wheelbase high-roof 313 CDI What Van? tested, with a three-seat cab.',
    },
    [WHATVAN_RT_SPRINTER_2014],
  ),
  // Mercedes-Benz Sprinter VS30: the rear-wheel-drive L3H2 316 CDI at 3.5 tonnes.
  variant(
    SPRINTER_VS30,
    'lwb',
    'medium',
    {
      load_volume_m3: 14,
      gross_vehicle_weight_kg: 3500,
      payload_kg: 1078,
    },
    [VANFLEETWORLD_SPRINTER],
  ),
  // Mercedes-Benz Vito (W447) panel van: compact, long, extra-long; one roof.
  variant(VITO_W447, 'swb', 'low', { load_length_mm: 2433, load_height_mm: 1408 }, [TASPO_VITO]),
  variant(VITO_W447, 'mwb', 'low', { load_length_mm: 2668, load_height_mm: 1408 }, [TASPO_VITO]),
  variant(VITO_W447, 'lwb', 'low', { load_length_mm: 2908, load_height_mm: 1408 }, [TASPO_VITO]),
  // Mercedes-Benz Citan (W415): compact, long and extra-long, one roof.
  variant(CITAN_W415, 'swb', 'low', { load_volume_m3: 2.4, payload_kg: 500, note: 'Compact.' }, [
    IFW_CITAN,
  ]),
  variant(CITAN_W415, 'mwb', 'low', { load_volume_m3: 3.1, payload_kg: 650, note: 'Long.' }, [
    IFW_CITAN,
  ]),
  variant(
    CITAN_W415,
    'lwb',
    'low',
    {
      load_volume_m3: 3.8,
      payload_kg: 800,
      note: 'The extra-long Citan 109 CDI tested by Business Car.',
    },
    [BUSINESSCAR_CITAN_2013],
  ),
  variant(
    CITAN_W420,
    'swb',
    'low',
    {
      load_volume_m3: 2.9,
      note: 'Only with the mesh bulkhead and folding passenger seat, per the source.',
    },
    [COMPLETEVAN_CITAN_2022],
  ),
  // Renault Trafic III.
  variant(
    TRAFIC_3,
    'swb',
    'low',
    {
      load_length_mm: 2537,
      width_between_arches_mm: 1268,
      load_height_mm: 1387,
      load_volume_m3: 5.2,
      payload_kg: 1237,
      note: 'International Fleet World: both lengths take three Euro pallets.',
    },
    [DELIVERY_TRAFIC, IFW_TRAFIC],
  ),
  variant(
    TRAFIC_3,
    'mwb',
    'low',
    {
      load_length_mm: 2937,
      width_between_arches_mm: 1268,
      load_height_mm: 1387,
      load_volume_m3: 6,
      payload_kg: 1274,
    },
    [DELIVERY_TRAFIC, PRIMEMOVER_TRAFIC],
  ),
  variant(TRAFIC_3, 'mwb', 'medium', { load_volume_m3: 8.6 }, [IFW_TRAFIC]),
  // Renault Master III.
  variant(MASTER_3, 'swb', 'low', { load_volume_m3: 8, payload_kg: 1600, seats: 3 }, [
    CARSGUIDE_MASTER_L1H1,
  ]),
  // Renault Kangoo III.
  variant(KANGOO_3, 'swb', 'low', { load_volume_m3: 3.3 }, [UTILITAIRES_KANGOO]),
  variant(KANGOO_3, 'mwb', 'low', { load_volume_m3: 4.3 }, [WHATCAR_KANGOO_2024]),
  // Citroën Relay III: floor length and load height from the maker's handbook; GreenFleet gives
  // the range's width (1.87 m wall to wall, 1.42 m between the arches).
  variant(
    RELAY_3,
    'swb',
    'low',
    {
      load_length_mm: 2670,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      load_height_mm: 1662,
      gross_vehicle_weight_kg: 3000,
      payload_kg: 1155,
      note: 'Weights of the 30 L1H1 100 in the road test reproduced by ProQuest.',
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY, PROQUEST_RELAY_L1H1],
  ),
  variant(
    RELAY_3,
    'mwb',
    'low',
    {
      load_length_mm: 3120,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      load_height_mm: 1662,
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  variant(
    RELAY_3,
    'mwb',
    'medium',
    {
      load_length_mm: 3120,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      load_height_mm: 1932,
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  variant(
    RELAY_3,
    'lwb',
    'medium',
    {
      load_length_mm: 3705,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      load_height_mm: 1932,
      load_volume_m3: 13,
      payload_kg: 1525,
      note: 'Volume and payload of the 35 L3H2 GreenFleet tested.',
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  variant(
    RELAY_3,
    'lwb',
    'high',
    {
      load_length_mm: 3705,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      load_height_mm: 2172,
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  variant(
    RELAY_3,
    'xlwb',
    'medium',
    {
      load_length_mm: 4070,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      note: 'The load height of the L4 is cut off in the copy of the handbook read.',
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  variant(
    RELAY_3,
    'xlwb',
    'high',
    {
      load_length_mm: 4070,
      load_width_mm: 1870,
      width_between_arches_mm: 1420,
      note: 'The load height of the L4 is cut off in the copy of the handbook read.',
    },
    [RELAY_HANDBOOK, GREENFLEET_RELAY],
  ),
  // Fiat Ducato III: the long wheelbase, mid roof (H2).
  variant(
    DUCATO_3,
    'lwb',
    'medium',
    {
      load_volume_m3: 13,
      note: "The source's 2,145 kg payload is for an Australian van whose gross weight it does not give.",
    },
    [DELIVERY_DUCATO],
  ),
  // Fiat Ducato III: the medium wheelbase, high roof (H3) 3.3-tonner What Van? tested.
  variant(
    DUCATO_3,
    'mwb',
    'high',
    {
      load_volume_m3: 11.5,
      gross_vehicle_weight_kg: 3300,
      payload_kg: 1375,
      note: 'What Van?: a 3.3-tonner with a 1,375 kg gross payload.',
    },
    [WHATVAN_DUCATO_MWB_HIGH],
  ),
  // Citroën Dispatch II, Peugeot Expert II, Fiat Scudo II: one body, badged three ways; the high
  // roof (H2) only on the long wheelbase.
  variant(DISPATCH_2, 'swb', 'low', { load_length_mm: 2254, load_volume_m3: 5 }, [
    WHATVAN_DISPATCH_2010,
    WHATVAN_DISPATCH_2007,
  ]),
  variant(DISPATCH_2, 'mwb', 'low', { load_length_mm: 2584, load_volume_m3: 6 }, [
    WHATVAN_DISPATCH_2010,
    WHATVAN_DISPATCH_2007,
  ]),
  variant(DISPATCH_2, 'mwb', 'medium', { load_length_mm: 2584, load_volume_m3: 7 }, [
    WHATVAN_DISPATCH_2010,
    WHATVAN_DISPATCH_2007,
  ]),
  variant(EXPERT_2, 'swb', 'low', { load_volume_m3: 5 }, [WHATVAN_DISPATCH_2010]),
  variant(EXPERT_2, 'mwb', 'low', { load_volume_m3: 6 }, [WHATVAN_DISPATCH_2010]),
  variant(EXPERT_2, 'mwb', 'medium', { load_volume_m3: 7 }, [WHATVAN_DISPATCH_2010]),
  variant(SCUDO_2, 'swb', 'low', { load_volume_m3: 5 }, [WHATVAN_DISPATCH_2010]),
  variant(SCUDO_2, 'mwb', 'low', { load_volume_m3: 6 }, [WHATVAN_DISPATCH_2010]),
  variant(SCUDO_2, 'mwb', 'medium', { load_volume_m3: 7 }, [WHATVAN_DISPATCH_2010]),
  // Citroën Dispatch III, Peugeot Expert III, Toyota Proace II: compact (5.1 m³) to long (6.6 m³).
  variant(DISPATCH_3, 'swb', 'low', { load_volume_m3: 5.1 }, [AUTO55_EXPERT]),
  variant(DISPATCH_3, 'lwb', 'low', { load_volume_m3: 6.6 }, [AUTO55_EXPERT]),
  variant(EXPERT_3, 'swb', 'low', { load_volume_m3: 5.1 }, [AUTO55_EXPERT]),
  variant(
    EXPERT_3,
    'mwb',
    'low',
    { load_volume_m3: 5.8, note: "The Standard length; GreenFleet's figure." },
    [GREENFLEET_EXPERT_2016],
  ),
  variant(EXPERT_3, 'lwb', 'low', { load_volume_m3: 6.6 }, [AUTO55_EXPERT]),
  variant(PROACE_2, 'swb', 'low', { load_volume_m3: 5.1 }, [AUTO55_EXPERT]),
  variant(PROACE_2, 'lwb', 'low', { load_volume_m3: 6.6 }, [AUTO55_EXPERT]),
  // Citroën Jumpy III: the Dispatch III's name outside the UK, named by the source.
  variant(JUMPY_3, 'swb', 'low', { load_volume_m3: 5.1 }, [AUTO55_EXPERT]),
  variant(JUMPY_3, 'lwb', 'low', { load_volume_m3: 6.6 }, [AUTO55_EXPERT]),
  // Fiat Doblò Cargo II: standard and high roof (H2) on the short wheelbase, and the Maxi.
  variant(
    DOBLO_2,
    'swb',
    'low',
    {
      width_between_arches_mm: 1230,
      load_volume_m3: 3.4,
    },
    [WHATVAN_DOBLO_2012, COMMERCIAL_MOTOR_DOBLO],
  ),
  variant(
    DOBLO_2,
    'swb',
    'medium',
    {
      width_between_arches_mm: 1230,
      load_volume_m3: 4,
    },
    [WHATVAN_DOBLO_2012, COMMERCIAL_MOTOR_DOBLO],
  ),
  variant(
    DOBLO_2,
    'mwb',
    'low',
    {
      width_between_arches_mm: 1230,
      load_volume_m3: 4.2,
      payload_kg: 1000,
      note: 'The Maxi; Commercial Motor gives 1,000 kg as its maximum payload.',
    },
    [WHATVAN_DOBLO_2012, COMMERCIAL_MOTOR_DOBLO],
  ),
  // Nissan NV200.
  variant(
    NV200,
    'swb',
    'low',
    {
      load_length_mm: 2040,
      load_volume_m3: 4.1,
      gross_vehicle_weight_kg: 2000,
      payload_kg: 771,
      note: "Autoflotte: two Euro pallets fit. The 2,000 kg gross weight is Nissan's, given to SAE.",
    },
    [AUTOFLOTTE_NV200, SAE_NV200],
  ),
  // Nissan Interstar (2024): L2H2 and L3 (H2, H3).
  // Caradisiac: floor length 3 m (L2) and 3.63 m (L3) under either roof.
  variant(INTERSTAR_2, 'mwb', 'medium', { load_length_mm: 3000, load_volume_m3: 10.8 }, [
    MEINAUTO_INTERSTAR,
    CARADISIAC_INTERSTAR,
  ]),
  variant(
    INTERSTAR_2,
    'lwb',
    'medium',
    {
      load_length_mm: 3630,
      width_between_arches_mm: 1380,
      load_height_mm: 1885,
      load_volume_m3: 13,
      payload_kg: 1375,
      note:
        'Arches, height and payload from the Proficars test of an L3H2, which gives the floor ' +
        "as 3,855 mm long; the length here is Caradisiac's.",
    },
    [MEINAUTO_INTERSTAR, CARADISIAC_INTERSTAR, PROFICARS_INTERSTAR],
  ),
  variant(INTERSTAR_2, 'lwb', 'high', { load_length_mm: 3630, load_volume_m3: 14.8 }, [
    MEINAUTO_INTERSTAR,
    CARADISIAC_INTERSTAR,
  ]),
  // Iveco Daily III: the 3,000 mm wheelbase low-roof 29L.
  variant(
    DAILY_3,
    'swb',
    'low',
    {
      load_length_mm: 2600,
      load_width_mm: 1800,
      load_height_mm: 1545,
      load_volume_m3: 7.3,
      note: 'The 1,230 kg payload the source quotes for the 29L is not tied to a roof, so left out.',
    },
    [LAUNDRY_DAILY_1999],
  ),
  // MAN TGE: the short wheelbase with the maker's "high roof" (H2).
  variant(TGE, 'swb', 'medium', { load_volume_m3: 10.7 }, [FUTURETRUCKING_TGE]),
  // MAXUS eDeliver 3: SWB and LWB, one roof.
  variant(EDELIVER_3, 'swb', 'low', { load_volume_m3: 4.8 }, [MBL_EDELIVER3]),
  variant(
    EDELIVER_3,
    'mwb',
    'low',
    {
      load_length_mm: 2770,
      load_width_mm: 1660,
      width_between_arches_mm: 1220,
      load_volume_m3: 6.3,
      payload_kg: 990,
      note: 'Fleet Magazine: three Euro pallets.',
    },
    [FLEETMAGAZINE_EDELIVER3, MBL_EDELIVER3],
  ),
];
