import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Kia',
  slug: 'kia',
  summary:
    "Kia, Hyundai's sister brand, is known in Britain for its cars but has built commercial vehicles in Korea for decades. The PV5, launched in 2025, is its first purpose-built electric van and its first van for most UK buyers.",
  facts: [
    { label: 'Headquarters', value: 'Seoul, South Korea' },
    { label: 'Founded', value: '1944' },
    { label: 'Van range', value: 'PV5 Cargo, PV5 Passenger and conversions, with more to follow' },
    { label: 'Fuel types offered', value: 'Full electric' },
    { label: 'Platform', value: 'E-GMP.S, designed specifically for electric vans' },
  ],
  history: [
    'Kia began in 1944 as a maker of bicycle parts and took the Kia name in the 1950s. It moved on to motorcycles and small three-wheeled trucks, and from the early 1980s its Bongo cab-over truck and van became a mainstay of Korean commerce. After the Asian financial crisis, Hyundai took a controlling stake in 1998, and Kia has since grown into a global car maker, selling cars in Britain since the early 1990s.',
    'For most of that time Kia offered no vans in Britain. That changed with its Platform Beyond Vehicle plan, first shown as concepts in 2024: a family of electric vans built on a dedicated platform and designed to be easy to convert. The PV5 was revealed in production form in 2025 and is built at a new plant in Hwaseong, South Korea, with larger and smaller models planned to follow.',
  ],
  popularity: [
    "The PV5 targets businesses that want an electric van designed as one from the start rather than converted from a diesel. Its flat floor, Euro-pallet-friendly load bay, vehicle-to-load power output and modern software are aimed at urban delivery, trades and passenger work, and Kia's existing dealer network gives it a head start in servicing.",
    "As a new model, used examples are scarce and mostly nearly new. Check how much of the manufacturer's vehicle and battery warranty remains, which battery is fitted and which body version you are looking at, as the Cargo, Passenger and conversion models suit very different jobs.",
  ],
  popularModels: [
    { model: 'PV5', note: "Kia's first purpose-built electric van, launched in 2025." },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Kia',
    model: 'PV5',
    slug: 'pv5',
    yearIntroduced: 2025,
    summary:
      "The PV5 is Kia's first purpose-built electric van, revealed in production form in 2025 and built at a dedicated plant in Hwaseong, South Korea. It sits on a new electric platform designed for commercial use and comes as the Cargo van, the Passenger people carrier and chassis-based conversions, including a wheelchair-accessible version, with a choice of battery sizes. A Euro pallet fits between the wheel arches, and vehicle-to-load sockets can power tools and equipment.",
    commonUses: [
      'Urban parcel and service work',
      'Trades with mainly local mileage',
      'Taxi and private hire in Passenger form',
      'Wheelchair-accessible transport',
    ],
    keyFeatures: [
      'Dedicated electric van platform (E-GMP.S)',
      'Choice of battery sizes',
      'Euro pallet fits between the wheel arches',
      'Vehicle-to-load (V2L) power output',
      'Rapid DC charging',
    ],
  },
];

export default { info, models };
