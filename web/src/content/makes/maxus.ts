import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'MAXUS',
  slug: 'maxus',
  summary:
    "MAXUS is the van and pickup brand of China's SAIC Motor, the company that bought the rights to the last vans of Britain's LDV. It is known in the UK for competitively priced electric vans alongside diesel models.",
  facts: [
    { label: 'Parent company', value: 'SAIC Motor, Shanghai, China' },
    { label: 'In the UK since', value: '2016 as LDV; MAXUS name from 2020' },
    { label: 'Van range', value: 'Small, medium and large vans, mostly electric, plus pickups' },
    { label: 'Fuel types offered', value: 'Diesel and full electric' },
    { label: 'Known for', value: 'Competitively priced electric vans' },
  ],
  history: [
    "MAXUS traces its story to Birmingham. When the van maker LDV collapsed in 2009, China's SAIC Motor bought the rights to its Maxus large van, moved production to China and in 2011 launched the updated design as the V80 under a new SAIC Maxus brand. SAIC, which also owns MG, has since built up a wide range of vans, pickups and people carriers.",
    'The vans returned to Britain in 2016, imported by the Harris Group and sold at first under the familiar LDV badge, with the diesel V80 and the electric EV80. In 2020 the Deliver 9 large van replaced the V80 and the UK brand changed to MAXUS. The compact electric eDeliver 3 followed in the same year, sold in China as the EV30, then the electric eDeliver 9, electric pickups and a mid-size eDeliver 7.',
    "Electric vans have been central to the brand's growth in Britain. In 2021, parcel company DPD ordered 750 electric MAXUS vans, one of the largest orders for Chinese-built vehicles in the UK at the time.",
  ],
  popularity: [
    'Price is the main attraction: MAXUS vans, and especially its electric models, have typically undercut better-known rivals with similar load space and generous standard equipment. That makes them interesting for small fleets and owner-drivers moving to electric power on a budget.',
    "The dealer network is smaller than those of the mainstream brands, so check how far your nearest service point is, how much warranty remains and, on electric vans, the battery's state of health. Residual values have generally been lower than those of established brands, which can work in a used buyer's favour.",
  ],
  popularModels: [
    { model: 'Deliver 9', note: 'The large diesel van that replaced the V80.' },
    { model: 'eDeliver 3', note: 'A compact electric van with a dedicated platform.' },
    { model: 'EV30', note: 'The original name of the eDeliver 3.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'MAXUS',
    model: 'Deliver 9',
    slug: 'deliver-9',
    yearIntroduced: 2020,
    summary:
      'The Deliver 9 is the MAXUS large van, launched in the UK in 2020 as the replacement for the V80 and the first model sold here under the MAXUS name. It has a 2.0-litre twin-turbo diesel and either front- or rear-wheel drive, with rear-drive versions offering single or twin rear wheels, in several lengths and roof heights. Panel van, chassis cab and minibus versions were offered, and the electric eDeliver 9 is based on it.',
    commonUses: [
      'Parcel and courier work',
      'Luton and dropside conversions on the chassis cab',
      'Minibus use',
      'Budget fleet vans',
    ],
    keyFeatures: [
      'Front- or rear-wheel drive',
      'Several wheelbases and roof heights',
      '2.0-litre twin-turbo diesel engine',
      'Electric sister model, the eDeliver 9',
    ],
  },
  {
    make: 'MAXUS',
    model: 'EV30',
    slug: 'ev30',
    yearIntroduced: 2019,
    summary:
      "EV30 is the original name of SAIC's compact electric van, introduced in China at the end of the 2010s on a dedicated electric platform with a lightweight, aluminium-intensive body. In Britain and Europe the same van was sold from 2020 as the eDeliver 3, so a listing under either name usually describes the same vehicle. It offers two battery sizes, two body lengths and a payload of up to about a tonne.",
    commonUses: [
      'Urban parcel and grocery delivery',
      'Zero-emission work in clean air zones',
      'Trades with short daily mileages',
      'Council and facilities fleets',
    ],
    keyFeatures: [
      'Purpose-built electric platform',
      'Lightweight, aluminium-intensive body',
      'Two battery sizes and two body lengths',
      'Same vehicle as the eDeliver 3',
    ],
  },
  {
    make: 'MAXUS',
    model: 'eDeliver 3',
    slug: 'edeliver-3',
    yearIntroduced: 2020,
    summary:
      'The eDeliver 3 is a compact electric van sold in the UK and Europe from 2020, known in China as the EV30. It sits between small vans such as the Berlingo and mid-size vans such as the Transit Custom, with short and long versions offering roughly 4.8 and 6.3 cubic metres of load space, two battery sizes and a payload of up to about a tonne. It was one of the more affordable electric vans of its time.',
    commonUses: [
      'Urban parcel and grocery delivery',
      'Trades working mainly in towns',
      'Clean air zone and low-emission work',
      'Facilities and council fleets',
    ],
    keyFeatures: [
      'Short and long versions of about 4.8 and 6.3 cubic metres',
      'Two battery sizes',
      'Dedicated electric platform with a light body',
      'Payload of up to about a tonne',
    ],
  },
];

export default { info, models };
