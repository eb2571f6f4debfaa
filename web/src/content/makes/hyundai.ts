import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Hyundai',
  slug: 'hyundai',
  summary:
    'Hyundai is best known in Britain for its cars, but it has sold vans here too: the H100, the iLoad and, from 2015, the large H350 panel van and chassis cab, all now used-only buys.',
  facts: [
    { label: 'Headquarters', value: 'Seoul, South Korea' },
    { label: 'Founded', value: '1967' },
    { label: 'Vans sold in the UK', value: 'H100, iLoad and H350 (now used only)' },
    { label: 'H350 built by', value: 'Karsan, Bursa, Turkey' },
    { label: 'Fuel types offered', value: 'Diesel' },
  ],
  history: [
    "Hyundai Motor Company was founded in South Korea in 1967, began by assembling Ford models and launched its own car, the Pony, in 1975. At home it also became a major maker of trucks and buses, and it arrived in Britain in the early 1980s. Over the following decades Hyundai grew into one of the world's largest car makers and, together with Kia, forms the Hyundai Motor Group.",
    "Hyundai's vans have been a smaller part of its British story. The H100, related to the Mitsubishi Delica, was sold here in the 1990s and early 2000s, followed by the iLoad, the van version of the H-1, from 2008. In 2014 Hyundai revealed the H350 at the Hanover commercial vehicle show, its first attempt at the large-van class in Europe. Built under contract by Karsan in Bursa, Turkey, it went on sale in Britain in 2015 as a panel van, chassis cab and minibus.",
  ],
  popularity: [
    "Hyundai vans never sold in the numbers of the Transit or Sprinter, which means used examples are relatively rare but can offer good value. Buyers liked the H350's generous standard equipment, comfortable cab and strong 2.5-litre diesel, and the iLoad has a loyal following for its car-like driving and reliability.",
    'Because these vans are no longer sold new, check parts availability with a Hyundai dealer or specialist before you buy, especially for body panels and H350-specific components. A full service history and evidence of any recall work are worth asking for, and diesel examples should be checked against clean air zone emissions rules.',
  ],
  popularModels: [
    { model: 'H350', note: 'A large, well-equipped van built in Turkey, sold from 2015.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Hyundai',
    model: 'H350',
    slug: 'h350',
    yearIntroduced: 2014,
    summary:
      "The H350 was Hyundai's entry into the large-van class, revealed in 2014 and sold in Britain from 2015. Built in Turkey by Karsan, it used a 2.5-litre CRDi diesel and rear-wheel drive, with panel van, chassis cab and minibus versions in two lengths and one roof height; the longer van can take five Euro pallets. It sold in small numbers compared with the Transit or Sprinter, so used examples are rare but can be good value.",
    commonUses: [
      'Parcel and multi-drop delivery',
      'Minibus and passenger transport',
      'Chassis cab conversions',
      'Budget large-van buyers',
    ],
    keyFeatures: [
      'Rear-wheel drive with a 2.5-litre CRDi diesel',
      'Two body lengths with a single roof height',
      'Panel van, chassis cab and minibus versions',
      'Generous standard equipment',
    ],
  },
];

export default { info, models };
