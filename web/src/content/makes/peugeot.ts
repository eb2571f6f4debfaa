import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Peugeot',
  slug: 'peugeot',
  summary:
    "Peugeot's vans, the Partner, Expert and Boxer, are built alongside close twins from Citroën, Fiat, Vauxhall and Toyota, which gives buyers a wide choice of used vans and easy access to parts.",
  facts: [
    { label: 'Country of origin', value: 'France' },
    { label: 'Parent group', value: 'Stellantis (since 2021)' },
    { label: 'Van range', value: 'Partner, Expert, Boxer' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol and full electric (E-Partner, E-Expert, E-Boxer)',
    },
    { label: 'Known for', value: 'Comfortable, car-like cabs and shared parts with sister brands' },
  ],
  history: [
    "Peugeot's roots lie in a family metalworking business of the early nineteenth century, and it has built motor vehicles since the 1890s. Its vans gained a following in France with the J7 of 1965 and the J9 of 1981, and in the same year the J5 arrived as Peugeot's version of the large van built by the Sevel joint venture in Italy, alongside the Fiat Ducato and Citroën C25.",
    "Peugeot took over Citroën in the mid-1970s to form the PSA group, and from then on the two brands' vans were developed together. The Boxer replaced the J5 in 1994, the mid-size Expert arrived in 1995, and the small Partner, twin of the Citroën Berlingo, followed in 1996. In 2021 PSA merged with Fiat Chrysler to form Stellantis, so today's Peugeot vans also share their platforms with Fiat, Vauxhall and Toyota models.",
    'Electric power has become a major part of the range. The e-Expert and e-Boxer arrived in 2020 and the E-Partner in 2021, so every Peugeot van now has a battery-electric version alongside petrol or diesel models.',
  ],
  popularity: [
    "Peugeot vans appeal to buyers who want a comfortable cab, a smooth drive and good value. The Partner's compact i-Cockpit dashboard, overload indicator and three-seat cab options have made it a popular small van, while the Boxer's low floor suits conversions.",
    'Because the same vans are sold under several badges, parts are plentiful and most van specialists know them well. On newer BlueHDi diesels, check that the AdBlue system shows no warning lights, as repairs can be costly, and look for an up-to-date service history. Electric versions are worth a look for clean air zone work, ideally with a battery health report.',
  ],
  popularModels: [
    { model: 'Partner', note: 'A small van with a car-like cab, twin of the Berlingo.' },
    { model: 'Expert', note: 'A mid-size van in compact, standard and long lengths.' },
    { model: 'Boxer', note: 'A large front-wheel-drive van and motorhome base.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Peugeot',
    model: 'Expert',
    slug: 'expert',
    yearIntroduced: 1995,
    summary:
      "The Expert is Peugeot's mid-size van, launched in 1995 and built with its Citroën and Fiat twins at the Sevel Nord plant in northern France. The 2007 second generation grew in size, and the third generation of 2016 moved onto a platform derived from Peugeot's cars, offered in Compact, Standard and Long lengths, which also underpins the Vauxhall Vivaro and Toyota Proace. A fully electric e-Expert followed in 2020.",
    commonUses: [
      'Trades and service vans',
      'Courier and delivery work',
      'Crew vans for teams',
      'Shuttles using the Traveller passenger version',
    ],
    keyFeatures: [
      'Three lengths on the third generation, including a compact version',
      'BlueHDi diesel engines',
      'Electric e-Expert',
      'Folding passenger seat with load-through bulkhead on some versions',
    ],
  },
  {
    make: 'Peugeot',
    model: 'Partner',
    slug: 'partner',
    yearIntroduced: 1996,
    summary:
      "The Partner has been Peugeot's small van since 1996, sharing its design with the Citroën Berlingo. The second generation of 2008 was larger and added a long version, and the third generation of 2018 brought a car-like cab, an overload indicator and the option of three front seats; it is also sold as the Vauxhall Combo, Toyota Proace City and Fiat Doblò. The electric E-Partner arrived in 2021.",
    commonUses: [
      'Electricians, plumbers and other small trades',
      'Local courier and parcel rounds',
      'Service engineers',
      'Small business vans',
    ],
    keyFeatures: [
      'Standard and long versions',
      'Overload warning on the third generation',
      'Three-seat cab option',
      'Electric E-Partner',
      'Parts shared with the Berlingo, Combo and Proace City',
    ],
  },
  {
    make: 'Peugeot',
    model: 'Boxer',
    slug: 'boxer',
    yearIntroduced: 1994,
    summary:
      "The Boxer is Peugeot's large van, built since 1994 at the Sevel plant in Italy as a twin of the Fiat Ducato and Citroën Relay. The second generation of 2006 is the basis of today's van, updated several times and offered in many lengths, roof heights and gross weights. Its front-wheel-drive layout makes it a common motorhome base as well as a workhorse, and an electric e-Boxer was introduced in 2020.",
    commonUses: [
      'Courier and multi-drop deliveries',
      'Motorhome and camper bases',
      'Luton, dropside and tipper conversions',
      'Removals',
    ],
    keyFeatures: [
      'Several lengths and roof heights',
      'Front-wheel drive with a low load floor',
      'Electric e-Boxer',
      'Twin of the Ducato and Relay, so parts are plentiful',
    ],
  },
];

export default { info, models };
