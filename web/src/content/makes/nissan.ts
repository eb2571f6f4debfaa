import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Nissan',
  slug: 'nissan',
  summary:
    'Nissan has sold vans and pickups in Britain for decades, combining its own designs such as the NV200 with vans shared with Renault, including the NV300, NV400 and Interstar.',
  facts: [
    { label: 'Headquarters', value: 'Yokohama, Japan' },
    {
      label: 'Van range',
      value: 'Townstar, Primastar and Interstar today; NV200, NV300 and NV400 on the used market',
    },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol and full electric (e-NV200, Townstar EV, Interstar-e)',
    },
    { label: 'Known for', value: 'The e-NV200, one of the first mass-produced electric vans' },
  ],
  history: [
    "Nissan vehicles, sold at first under the Datsun name, arrived in Britain at the end of the 1960s, and pickups and small vans soon followed. Over the years British buyers knew the Vanette, Urvan and Cabstar, as well as the Trade, a large van built in Spain. Nissan's European van engineering was long centred on its Spanish operations, built up after it took over the Spanish maker Motor Ibérica in 1980.",
    "The alliance with Renault, formed in 1999, reshaped the range. From the early 2000s Nissan sold versions of the Renault Trafic and Master as the Primastar and Interstar, followed by the NV300 and NV400. Its own NV200, launched in 2009 and built in Barcelona, became one of Nissan's best-known vans, and the electric e-NV200 of 2014 was one of the first mass-produced electric vans. After the Barcelona plant closed in 2021, Nissan's current vans, the Townstar, Primastar and Interstar, are all built by Renault in France.",
    'The Interstar name itself has been used three times: on the Master twin of 2002, again when the NV400 was renamed in the early 2020s, and on the all-new model of 2024, which includes the fully electric Interstar-e.',
  ],
  popularity: [
    "Nissan's vans appeal to buyers who want proven Renault-derived mechanicals with Nissan's own dealer support, and newer Nissan vans have come with a five-year warranty, so it is worth checking how much cover remains on a used example. The NV200 is valued for its roomy load bay in a compact footprint, and the e-NV200 remains a popular budget route into electric vans.",
    'When buying an e-NV200, ask for a battery health report: early vans had a smaller battery, and a larger battery with more range arrived in 2018. For the Renault-based models, the age of the van tells you which Renault it matches, which makes parts and servicing straightforward.',
  ],
  popularModels: [
    { model: 'NV200', note: 'A compact van with a roomy load bay, also sold as the e-NV200.' },
    { model: 'NV400', note: 'A large van twin of the Renault Master.' },
    { model: 'Interstar', note: "Nissan's Master-based large van, including the Interstar-e." },
    { model: 'NV300', note: 'A mid-size van twin of the Renault Trafic.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Nissan',
    model: 'NV200',
    slug: 'nv200',
    yearIntroduced: 2009,
    summary:
      'The NV200 is a compact van built in Barcelona from 2009, notable for a square load bay that is roomier than its small footprint suggests. Diesel and petrol engines came from the Renault-Nissan alliance, and the fully electric e-NV200 followed in 2014, gaining a larger battery in 2018. Passenger versions, including a purpose-built London taxi, were also sold. It was replaced by the Townstar in 2022, so it is now a used-only buy.',
    commonUses: [
      'Small trades and service engineers',
      'Urban deliveries',
      'Taxis, including the London NV200 taxi',
      'Wheelchair-accessible conversions',
    ],
    keyFeatures: [
      'Compact footprint with a roomy, square load bay',
      'Sliding side doors, on both sides on many versions',
      'Electric e-NV200, with a larger battery from 2018',
      'Diesel and petrol engines from the Renault-Nissan alliance',
    ],
  },
  {
    make: 'Nissan',
    model: 'NV300',
    slug: 'nv300',
    yearIntroduced: 2016,
    summary:
      "The NV300 was Nissan's version of the third-generation Renault Trafic, sold from 2016 until it was replaced by the Primastar in the early 2020s. Built in France, it shares its engines, body options and most parts with the Trafic, the Vauxhall Vivaro of the same era and the Fiat Talento, but came with Nissan's own warranty and dealer support. Panel van, crew van and passenger versions were offered in two lengths and two roof heights.",
    commonUses: [
      'Trades vans',
      'Courier and delivery work',
      'Crew vans and minibuses',
      'Camper conversions',
    ],
    keyFeatures: [
      'Twin of the third-generation Renault Trafic',
      'Two lengths and two roof heights',
      'Efficient dCi diesel engines',
      'Parts widely available through Renault and Nissan networks',
    ],
  },
  {
    make: 'Nissan',
    model: 'NV400',
    slug: 'nv400',
    yearIntroduced: 2010,
    summary:
      "The NV400 was Nissan's twin of the third-generation Renault Master and Vauxhall Movano, sold from 2010 until the Interstar name returned in the early 2020s. It was offered with front- or rear-wheel drive as a panel van, crew van, chassis cab, tipper, dropside and Luton, with gross weights up to around 4.5 tonnes. Mechanical parts are shared with the Master, so servicing and parts are straightforward, and it is now a used-only buy.",
    commonUses: [
      'Parcel and furniture delivery',
      'Tipper, dropside and Luton work',
      'Removals',
      'Minibus conversions',
    ],
    keyFeatures: [
      'Front- or rear-wheel drive',
      'Several lengths and roof heights',
      'dCi diesel engines shared with the Master and Movano',
      'Gross weights up to around 4.5 tonnes',
    ],
  },
  {
    make: 'Nissan',
    model: 'Interstar',
    slug: 'interstar',
    yearIntroduced: 2002,
    summary:
      "Interstar is Nissan's name for its version of the Renault Master. It was first used from 2002 on the second-generation Master, gave way to the NV400 in 2010, and returned in the early 2020s before an all-new Interstar based on the fourth-generation Master arrived in 2024, including the fully electric Interstar-e. Check the year of a listing, as an Interstar can be anything from a twenty-year-old diesel to a nearly new electric van.",
    commonUses: [
      'Parcel and multi-drop delivery',
      'Chassis cab conversions',
      'Removals and furniture delivery',
      'Electric urban logistics (Interstar-e)',
    ],
    keyFeatures: [
      'Twin of the Renault Master of the same era',
      'Diesel versions across all generations',
      'Fully electric Interstar-e from 2024',
      'More aerodynamic body on the 2024 model',
    ],
  },
];

export default { info, models };
