import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Iveco',
  slug: 'iveco',
  summary:
    'Iveco is the Italian commercial vehicle maker behind the Daily, a van and chassis cab built like a small truck, covering gross weights from 3.5 tonnes to more than 7 tonnes.',
  facts: [
    { label: 'Headquarters', value: 'Turin, Italy' },
    { label: 'Founded', value: '1975' },
    { label: 'Van range', value: 'Daily panel van, chassis cab, minibus and 4x4' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, compressed natural gas and full electric (eDaily)',
    },
    { label: 'Known for', value: 'Truck-style ladder chassis and high payloads' },
  ],
  history: [
    'Iveco was formed in 1975 by bringing together the commercial vehicle businesses of Fiat, OM and Lancia in Italy, Unic in France and Magirus-Deutz in Germany. Three years later it launched the Daily, a light commercial with a separate ladder-frame chassis and rear-wheel drive, more like a small lorry than the car-derived vans of the time.',
    "The Daily has been redesigned several times since, with major new versions around 1990, 2000, 2006 and 2014, and is built mainly at Suzzara in northern Italy. In Britain, Iveco took over Ford's truck business through the Iveco Ford joint venture formed in 1986, and it has sold trucks and vans here ever since. Iveco Group became a separate listed company in 2022.",
    'The Daily has long been offered with alternative fuels: compressed natural gas versions have been available for many years, early electric Dailys were built in small numbers, and the current eDaily offers several battery sizes across van and chassis cab versions.',
  ],
  popularity: [
    'Buyers choose the Daily when a conventional van is not tough enough. Its truck-style chassis copes with heavy payloads and hard use, it can tow up to 3.5 tonnes, and it is available at gross weights well above 3.5 tonnes, making it a favourite for recovery trucks, tippers, horseboxes, large motorhomes and specialist bodies.',
    "Check the plated weight before buying: a Daily above 3.5 tonnes needs a C1 entitlement, which most drivers who passed their test after 1997 do not have, and business use of a heavier goods vehicle may require an operator's licence. Look for a full service history, signs of heavy overloading and the condition of any body or conversion.",
  ],
  popularModels: [
    { model: 'Daily', note: 'A truck-built van and chassis cab from 3.5 to over 7 tonnes.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Iveco',
    model: 'Daily',
    slug: 'daily',
    yearIntroduced: 1978,
    summary:
      "The Daily has been Iveco's light commercial since 1978 and is unusual among large vans for its separate ladder-frame chassis and rear-wheel drive. It comes as a panel van in many lengths and heights, a chassis cab, a minibus and a serious off-road 4x4, with gross weights from 3.5 tonnes to over 7 tonnes. Diesel engines dominate, with natural gas and fully electric eDaily versions, and an eight-speed automatic has been offered on later models.",
    commonUses: [
      'Recovery trucks and car transporters',
      'Tippers, dropsides and box bodies',
      'Horseboxes and large motorhomes',
      'Heavy parcel and furniture delivery',
      'Minibus and coach work',
    ],
    keyFeatures: [
      'Ladder-frame chassis and rear-wheel drive',
      'Gross weights from 3.5 to over 7 tonnes',
      'Towing capacity of up to 3.5 tonnes',
      'Natural gas and electric eDaily versions',
      'Off-road Daily 4x4 version',
    ],
  },
];

export default { info, models };
