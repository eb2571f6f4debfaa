import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Vauxhall',
  slug: 'vauxhall',
  summary:
    'Vauxhall, the long-established British brand from Luton, sells the Combo, Vivaro and Movano vans. It built commercial vehicles in Britain for most of a century, first under the Bedford name and later as Vauxhall.',
  facts: [
    { label: 'Home town', value: 'Luton, Bedfordshire' },
    { label: 'Parent group', value: 'Stellantis (since 2021; part of PSA from 2017)' },
    { label: 'Van range', value: 'Combo, Vivaro, Movano' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol and full electric versions of every van',
    },
    { label: 'UK van production', value: 'Luton until 2025; electric vans at Ellesmere Port' },
  ],
  history: [
    'Vauxhall began in 1857 as an engineering firm in Vauxhall, south London, moved to Luton in 1905 and was bought by General Motors in 1925. From 1931 its commercial vehicles were sold as Bedfords, and vans such as the CA of the 1950s and the CF of 1969 were everywhere on British roads, followed by the Isuzu-based Midi and the small Rascal in the 1980s. Van building at Luton continued under IBC Vehicles, a joint venture between GM and Isuzu.',
    'From the 1990s the vans wore Vauxhall badges: the Combo, the Movano (a Renault Master twin) from 1998 and the Vivaro (a Renault Trafic twin) from 2001, the Vivaro being built in Luton for almost a quarter of a century. In 2017 Vauxhall was sold to the PSA group, and from 2018 its vans moved onto Peugeot and Citroën designs, with the Movano switching to the Fiat Ducato-based design in 2021. Stellantis ended van production at Luton in 2025, and its Ellesmere Port plant in Cheshire now builds electric vans.',
  ],
  popularity: [
    "Vauxhall's large dealer network, competitive pricing and long presence in company fleets make its vans a common sight, so used buyers have plenty of choice. Vauxhall was also among the first brands to offer an electric version of every van it sells, which helps buyers working in clean air zones.",
    "When buying used, it helps to know which generation you are looking at, because a Vivaro or Movano can be closely related to either a Renault or a Stellantis model depending on its age. That matters for parts, servicing and known faults, so check the model year, service history and, on electric versions, the battery's state of health.",
  ],
  popularModels: [
    { model: 'Vivaro', note: 'The mid-size van built in Luton for many years.' },
    { model: 'Combo', note: 'A small van, now a twin of the Berlingo and Partner.' },
    { model: 'Movano', note: 'A large van and chassis cab for heavier work.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Vauxhall',
    model: 'Vivaro',
    slug: 'vivaro',
    yearIntroduced: 2001,
    summary:
      "The Vivaro has been Vauxhall's mid-size van since 2001. The first two generations, from 2001 and 2014, were twins of the Renault Trafic and many were built at Vauxhall's Luton plant; the third generation, from 2019, is based on the Peugeot Expert and Citroën Dispatch. It comes in several lengths as a panel van, a Doublecab crew van and the passenger Vivaro Life, with the fully electric version introduced in 2020.",
    commonUses: [
      'Trades and service fleets',
      'Courier and delivery work',
      'Crew transport',
      'Camper conversions',
    ],
    keyFeatures: [
      'Renault Trafic twin from 2001 to 2019, Stellantis-based since',
      'Short and long versions, with high roofs on earlier generations',
      'Electric version from 2020',
      'Doublecab crew versions',
    ],
  },
  {
    make: 'Vauxhall',
    model: 'Combo',
    slug: 'combo',
    yearIntroduced: 1994,
    summary:
      'Vauxhall has used the Combo name for its small van since the mid-1990s, and each generation has a different parent. The early Combos were based on the Corsa, the 2012 model on the Fiat Doblò, and the current version from 2018 on the Peugeot Partner and Citroën Berlingo. The latest Combo Cargo comes in two lengths with an overload indicator and a three-seat cab option, and the fully electric Combo Electric is built at Ellesmere Port.',
    commonUses: [
      'Small trades and service engineers',
      'Local parcel and courier rounds',
      'Fleet vans for utilities and councils',
      'Small business vans',
    ],
    keyFeatures: [
      'Standard and long versions on the current generation',
      'Overload indicator and three-seat cab option',
      'Fully electric Combo Electric',
      'Parts shared with its Stellantis twins',
    ],
  },
  {
    make: 'Vauxhall',
    model: 'Movano',
    slug: 'movano',
    yearIntroduced: 1998,
    summary:
      "The Movano is Vauxhall's large van. From 1998 to 2021 it was a twin of the Renault Master, with front- and rear-wheel-drive versions widely used for tippers, dropsides and Lutons. Since 2021 it has been based on the Fiat Ducato, Peugeot Boxer and Citroën Relay, including the fully electric Movano Electric. Panel vans in several lengths and heights, chassis cabs and crew versions are all common on the used market.",
    commonUses: [
      'Parcel and multi-drop delivery',
      'Tipper, dropside and Luton conversions',
      'Removals',
      'Minibus and welfare transport',
    ],
    keyFeatures: [
      'Renault Master twin to 2021, Ducato-based since',
      'Front- or rear-wheel drive on Master-based versions',
      'Several lengths, heights and gross weights',
      'Fully electric Movano Electric',
    ],
  },
];

export default { info, models };
