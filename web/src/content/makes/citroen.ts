import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Citroën',
  slug: 'citroen',
  summary:
    'Citroën has built vans since before the Second World War and sells the Berlingo, Dispatch and Relay in Britain. Some names differ abroad: the Dispatch is called the Jumpy and the Relay the Jumper in most other markets.',
  facts: [
    { label: 'Country of origin', value: 'France' },
    { label: 'Parent group', value: 'Stellantis (since 2021)' },
    { label: 'Van range (UK names)', value: 'Berlingo, Dispatch, Relay' },
    { label: 'Other market names', value: 'Dispatch = Jumpy, Relay = Jumper' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol and full electric (ë-Berlingo, ë-Dispatch, ë-Relay)',
    },
  ],
  history: [
    'André Citroën founded his company in 1919, and it soon became known for bold engineering. The TUB of 1939 was an early front-wheel-drive van with a sliding side door, and its successor, the corrugated-panel H Van, was built from 1947 to 1981 and is now a favourite for converted food and coffee vans. The 2CV also spawned a small van that served French tradespeople for decades.',
    "In the 1980s Citroën's range included the small C15, based on the Visa car, and the large C25, built by the Sevel joint venture in Italy alongside the Fiat Ducato. Peugeot had taken over Citroën in the mid-1970s to form PSA, and from then on the vans were shared: the Jumper (Relay in Britain) arrived in 1994, the Jumpy (Dispatch in Britain) in 1995, and the Berlingo in 1996. Since 2021 Citroën has been part of Stellantis, and its vans share platforms with Peugeot, Fiat, Vauxhall and Toyota models.",
    'Citroën offers fully electric versions of all three vans, the ë-Dispatch from 2020 and the ë-Berlingo and ë-Relay from the early 2020s.',
  ],
  popularity: [
    "The Berlingo is the heart of Citroën's appeal: it was one of the vans that created the tall, boxy small-van class, and passenger versions have been popular family cars too. Across the range, buyers like the comfortable ride, practical touches such as the three-seat Extenso cab and competitive prices, both new and used.",
    'Shared platforms mean that parts are easy to find and many garages know these vans well. Be aware of the naming quirk: a Jumpy or Jumper for sale in Britain is usually an import, often left-hand drive. On BlueHDi diesels, check that the AdBlue system is working and that the service history is complete.',
  ],
  popularModels: [
    { model: 'Berlingo', note: 'The small van that helped define the modern class.' },
    { model: 'Dispatch', note: 'The mid-size van, known as the Jumpy abroad.' },
    { model: 'Relay', note: 'The large van, known as the Jumper abroad.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Citroën',
    model: 'Berlingo',
    slug: 'berlingo',
    yearIntroduced: 1996,
    summary:
      'The Berlingo arrived in 1996 and helped create the modern small-van class, with a tall, boxy body that holds far more than a car-derived van. Built alongside the Peugeot Partner, it has had three generations, from 1996, 2008 and 2018. The latest comes in M and XL lengths with the three-seat Extenso cab and an overload indicator, and since 2021 as the fully electric ë-Berlingo. Passenger versions have long been popular family cars.',
    commonUses: [
      'Trades and service engineers',
      'Local courier and delivery rounds',
      'Family transport in passenger form',
      'Small business and fleet vans',
    ],
    keyFeatures: [
      'M and XL lengths on the latest model',
      'Extenso cab with three front seats',
      'Overload indicator',
      'Electric ë-Berlingo',
      'Twin of the Partner, Combo, Proace City and Doblò',
    ],
  },
  {
    make: 'Citroën',
    model: 'Dispatch',
    slug: 'dispatch',
    yearIntroduced: 1995,
    summary:
      'Dispatch is the name Citroën uses in Britain for the mid-size van sold elsewhere as the Jumpy. Launched in 1995 and built at the Sevel Nord plant in northern France alongside the Peugeot Expert and Fiat Scudo, it grew with the 2007 second generation and moved to a new platform in 2016 with XS, M and XL lengths. The fully electric ë-Dispatch arrived in 2020, and the Dispatch is also the basis of the SpaceTourer people carrier.',
    commonUses: [
      'Trades vans',
      'Courier and parcel work',
      'Crew vans for teams',
      'Camper and day-van conversions',
    ],
    keyFeatures: [
      'XS, M and XL lengths since 2016',
      'BlueHDi diesel engines',
      'Electric ë-Dispatch',
      'Load-through bulkhead with folding seat on some versions',
    ],
  },
  {
    make: 'Citroën',
    model: 'Jumpy',
    slug: 'jumpy',
    yearIntroduced: 1995,
    summary:
      'Jumpy is the name Citroën uses for its mid-size van in France and most other markets; in Britain the same van is badged Dispatch. The two share everything that matters, from the 1995 and 2007 generations built at Sevel Nord to the current version introduced in 2016 and the electric ë-Jumpy. A Jumpy-badged van in the UK is usually an import, so check whether it is left-hand drive, that the lights and speedometer suit UK roads and that the registration history is clear.',
    commonUses: [
      'Trades and delivery work',
      'Crew and passenger transport',
      'Camper conversions, often imported ready-converted',
      'Budget mid-size van buyers',
    ],
    keyFeatures: [
      'Same van as the UK-market Dispatch under the badge',
      'Often left-hand drive if imported',
      'Electric ë-Jumpy version',
      'Parts largely shared with the Dispatch, Expert and Vivaro',
    ],
  },
  {
    make: 'Citroën',
    model: 'Jumper',
    slug: 'jumper',
    yearIntroduced: 1994,
    summary:
      "Jumper is the name used outside Britain for Citroën's large van, which UK dealers sell as the Relay. Built at the Sevel plant in Italy with the Fiat Ducato and Peugeot Boxer, it arrived in 1994 to replace the C25, and the second generation of 2006 forms the basis of the current van. A Jumper in the UK is usually an import, possibly left-hand drive, and is often found as a motorhome base converted on the continent.",
    commonUses: [
      'Motorhome and camper bases',
      'Courier and delivery work',
      'Luton and dropside conversions',
      'Removals',
    ],
    keyFeatures: [
      'Same vehicle as the UK-market Relay',
      'Often left-hand drive if imported',
      'Front-wheel drive with a low load floor',
      'Twin of the Ducato and Boxer',
    ],
  },
  {
    make: 'Citroën',
    model: 'Relay',
    slug: 'relay',
    yearIntroduced: 1994,
    summary:
      "The Relay is Citroën's large van in Britain, known elsewhere as the Jumper. Built since 1994 alongside the Fiat Ducato and Peugeot Boxer, it offers a broad choice of lengths, roof heights and gross weights, plus chassis cabs for tippers, dropsides and Lutons. The current design dates from 2006 with several updates since, and a fully electric ë-Relay joined the range in the early 2020s. Its low floor also makes it a popular motorhome base.",
    commonUses: [
      'Courier and multi-drop delivery',
      'Tipper, dropside and Luton conversions',
      'Motorhome bases',
      'Minibus and welfare transport',
    ],
    keyFeatures: [
      'Several lengths, roof heights and gross weights',
      'Front-wheel drive with a low load floor',
      'Electric ë-Relay',
      'Twin of the Ducato and Boxer, so parts are plentiful',
    ],
  },
];

export default { info, models };
