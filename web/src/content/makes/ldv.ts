import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'LDV',
  slug: 'ldv',
  summary:
    'LDV was the Birmingham van maker that grew out of Leyland DAF Vans in 1993 and built the Pilot, Convoy and Maxus until 2009. The name later returned on Chinese-built SAIC vans such as the V80 and EV80 before they were rebranded MAXUS.',
  facts: [
    { label: 'Founded', value: '1993, from Leyland DAF Vans' },
    { label: 'Factory', value: 'Washwood Heath, Birmingham' },
    {
      label: 'Years active',
      value: 'Birmingham production until 2009; LDV badge on SAIC imports from 2016 to 2020',
    },
    { label: 'Fuel types offered', value: 'Diesel, petrol and full electric (EV80)' },
    { label: 'Known for', value: 'Sherpa-derived vans used by big fleets such as Royal Mail' },
  ],
  history: [
    "LDV's Washwood Heath factory in Birmingham had a long van-building history before the LDV name existed. The Sherpa van of 1974 was developed from earlier British Motor Corporation designs and built there under the Leyland and then Freight Rover names. In 1987 Freight Rover became part of Leyland DAF, and when DAF ran into financial trouble in 1993 a management buyout created LDV, short for Leyland DAF Vans.",
    'LDV kept the Sherpa line going as the 200 and 400 series, then the facelifted Pilot and Convoy, and added the small Cub, a version of a Nissan van. Its big hope was the Maxus, a modern large van developed from a project begun with Daewoo and launched in 2005. Russian group GAZ bought LDV in 2006, but the company collapsed in 2009 and production in Birmingham ended.',
    "China's SAIC Motor bought the rights to the Maxus and relaunched it as the V80 in 2011. From 2016 the Harris Group imported SAIC's vans into the UK under the LDV badge, including the V80, the electric EV80 and the G10, before the brand was renamed MAXUS in 2020.",
  ],
  popularity: [
    "The Birmingham-built LDVs were simple, durable and keenly priced, which made them popular with fleets such as Royal Mail and with minibus, ambulance and welfare vehicle converters. Today they are classic or budget used buys, and parts for the older Sherpa-derived vans and the Maxus can take some finding, so join an owners' club or find a specialist first.",
    "The later Chinese-built LDV vans offered a lot of space for the money, and the EV80 was one of the first large electric vans on sale in Britain. MAXUS dealers can usually support them, but check the service history, any remaining warranty and, on the EV80, the battery's condition before buying.",
  ],
  popularModels: [
    { model: 'Maxus', note: 'The last Birmingham-built LDV, from 2005 to 2009.' },
    { model: 'V80', note: "SAIC's Chinese-built development of the Maxus." },
    { model: 'EV80', note: 'An early large electric van, sold as an LDV in Britain.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'LDV',
    model: 'EV80',
    slug: 'ev80',
    yearIntroduced: 2016,
    summary:
      'The EV80 was the battery-electric version of the V80, launched by SAIC in 2016 and sold in Britain under the LDV badge in the late 2010s before the brand became MAXUS. One of the first large electric vans on the UK market, it was offered as a panel van in two roof heights, a chassis cab and a minibus, with a range suited to urban rounds rather than long journeys. It was replaced by the eDeliver 9.',
    commonUses: [
      'Urban delivery rounds',
      'Council and utility fleets',
      'Zero-emission minibus use',
      'Chassis cab conversions for local work',
    ],
    keyFeatures: [
      'Fully electric drive with DC rapid-charging capability',
      'Roughly 10 to 11.5 cubic metres of load space depending on roof',
      'Panel van, chassis cab and minibus versions',
      'Shares its body with the diesel V80',
    ],
  },
  {
    make: 'LDV',
    model: 'Maxus',
    slug: 'maxus',
    yearIntroduced: 2005,
    summary:
      'The Maxus was the last van designed and built by LDV in Birmingham, launched in 2005 after being developed from a project begun with Daewoo. A modern front-wheel-drive large van with common-rail diesel engines from Italian specialist VM Motori, it was offered as a panel van, chassis cab and minibus, but production ended when LDV collapsed in 2009. SAIC bought the design, which lives on in the V80 and later vans. It is now a used-only buy.',
    commonUses: [
      'Budget large-van use',
      'Minibus and welfare transport',
      'Motorhome projects',
      'Chassis cab conversions',
    ],
    keyFeatures: [
      'Front-wheel drive',
      'VM Motori 2.5-litre common-rail diesel',
      'Panel van, chassis cab and minibus versions',
      'Built in Birmingham from 2005 to 2009',
    ],
  },
  {
    make: 'LDV',
    model: 'V80',
    slug: 'v80',
    yearIntroduced: 2011,
    summary:
      "The V80 is SAIC's development of the Birmingham-designed LDV Maxus, built in China from 2011 and imported to the UK and Ireland under the LDV badge from 2016. It came in short and long wheelbases with low, medium and high roofs, plus chassis cab, crew cab and minibus versions, and early UK vans used a VM Motori-designed 2.5-litre diesel. It undercut mainstream rivals on price and was replaced by the MAXUS Deliver 9 in 2020.",
    commonUses: [
      'Budget parcel and delivery work',
      'Trades needing a large van for less',
      'Minibus use',
      'Chassis cab conversions',
    ],
    keyFeatures: [
      'Short and long wheelbase with three roof heights',
      'Panel van, chassis cab, crew cab and minibus versions',
      '2.5-litre diesel engine',
      'Electric sister model, the EV80',
    ],
  },
];

export default { info, models };
