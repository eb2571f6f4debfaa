import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Toyota',
  slug: 'toyota',
  summary:
    "Toyota sells its European vans under the Proace name, built in partnership with Stellantis and backed by Toyota's dealer network and the reputation for toughness earned by the Hilux and Hiace.",
  facts: [
    { label: 'Headquarters', value: 'Toyota City, Aichi, Japan' },
    { label: 'Van range', value: 'Proace City, Proace and Proace Max, plus the Hilux pickup' },
    { label: 'Built in partnership with', value: 'PSA, now Stellantis (since 2013)' },
    { label: 'Fuel types offered', value: 'Diesel, petrol and full electric' },
    { label: 'Known for', value: "Dealer support and the Hilux's tough reputation" },
  ],
  history: [
    "Toyota's commercial vehicles built its reputation in many parts of the world. The Hiace van, launched in 1967, and the Hilux pickup, launched in 1968, became famous for reliability, and both were sold in Britain for many years. The Hiace left the UK market in the early 2010s, while the Hilux remains on sale.",
    "Rather than develop a new European van alone, Toyota agreed to work with the PSA group. The first Proace, a version of the Peugeot Expert and Citroën Dispatch, arrived in 2013, and the second generation followed in 2016, built at PSA's Sevel Nord plant in northern France. The range has since grown to include the smaller Proace City, based on the Citroën Berlingo, and the large Proace Max, based on the Fiat Ducato, with fully electric versions of each.",
  ],
  popularity: [
    "Buyers choose the Proace for the combination of proven Stellantis mechanicals with Toyota's sales and service network, which many fleets and owner-drivers already trust. Because the vans share so much with the Expert, Dispatch, Vivaro and Scudo, parts are easy to find and most van specialists know them well.",
    'When buying used, check the service history and whether any Toyota warranty cover remains, as Toyota has offered extended cover linked to dealer servicing. On BlueHDi diesels, make sure the AdBlue system is working properly, and on electric models, ask for a battery health report and the charging equipment that came with the van.',
  ],
  popularModels: [
    { model: 'Proace', note: 'A mid-size van built with Stellantis, with an electric version.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Toyota',
    model: 'Proace',
    slug: 'proace',
    yearIntroduced: 2013,
    summary:
      "The Proace is Toyota's mid-size van, launched in 2013 as a version of the second-generation Peugeot Expert and Citroën Dispatch. The second generation from 2016 shares its platform with today's Expert, Dispatch and Vauxhall Vivaro and comes in compact, medium and long lengths, with the fully electric Proace Electric added in 2020. The smaller Proace City and larger Proace Max are separate models, so check which one a listing describes.",
    commonUses: [
      'Trades and service fleets',
      'Courier and delivery work',
      'Crew vans and Proace Verso passenger transport',
      'Camper conversions',
    ],
    keyFeatures: [
      'Three lengths on the second generation, including a compact version',
      'Diesel and fully electric versions',
      'Parts shared with the Expert, Dispatch, Vivaro and Scudo',
      'Sold and serviced through Toyota dealers',
    ],
  },
];

export default { info, models };
