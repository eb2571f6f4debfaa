import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Suzuki',
  slug: 'suzuki',
  summary:
    "Suzuki's Carry is one of the longest-running small commercial vehicles in the world. Britain has known it through official imports, the Luton-built Bedford Rascal and a steady stream of Japanese imports of tiny kei vans and pickups.",
  facts: [
    { label: 'Headquarters', value: 'Hamamatsu, Japan' },
    { label: 'Carry built since', value: '1961' },
    {
      label: 'Van range in the UK',
      value: 'Carry and Super Carry vans and pickups (used and imported)',
    },
    { label: 'Fuel types offered', value: 'Petrol' },
    { label: 'Known for', value: 'Tiny, light kei vans and trucks, many with four-wheel drive' },
  ],
  history: [
    "Suzuki began in 1909 as a maker of weaving looms in Hamamatsu, Japan, and turned to motorcycles and then small cars in the 1950s. The Carry, launched in 1961, was built to Japan's kei vehicle rules, which limit size and engine capacity in return for lower taxes, and it has been in production through many generations ever since, as a van, a pickup and a small people carrier.",
    "Britain met the Carry in the 1980s and 1990s through Suzuki's own imports, often badged Super Carry, and through the Bedford Rascal, a version built in Luton by the GM and Isuzu joint venture IBC from 1986. Official UK sales of the Carry ended long ago, but the Japanese kei truck has since found a new following here: imported Carrys are popular on farms, estates, golf courses and campsites, and with landscapers who need a narrow, light vehicle.",
  ],
  popularity: [
    'The appeal is size and simplicity. A Carry is narrow enough for gateways and footpaths, light enough for lawns and soft ground, and cheap to run, and many imported examples have four-wheel drive with a low-range gearbox. For work that a full-size van or pickup is too big for, little else competes.',
    'The limitations are real, though: payloads are small, small petrol engines make motorway journeys hard work, and crash protection is far behind modern vans. On imported examples, check the import and registration paperwork, look carefully for rust underneath, and find a specialist who can supply parts before you commit.',
  ],
  popularModels: [
    { model: 'Carry', note: 'A tiny kei van and pickup popular with farms and estates.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Suzuki',
    model: 'Carry',
    slug: 'carry',
    yearIntroduced: 1961,
    summary:
      "The Carry is Suzuki's kei-class van and pickup, in production since 1961 through many generations. Built to Japan's strict limits on size and engine capacity, it is very narrow and light, with small petrol engines and rear- or four-wheel drive. It was sold new in Britain in the 1980s and 1990s, including as the Super Carry and the Luton-built Bedford Rascal, and most examples on sale today are Japanese imports.",
    commonUses: [
      'Farms, estates and smallholdings',
      'Golf courses, campsites and holiday parks',
      'Landscaping and grounds maintenance',
      'Small trades in narrow streets',
    ],
    keyFeatures: [
      'Very compact, narrow kei-class body',
      'Pickup, dropside and van versions',
      'Four-wheel drive with low range on many imports',
      'Light weight and low running costs',
      'Small payload and modest motorway performance',
    ],
  },
];

export default { info, models };
