import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Isuzu',
  slug: 'isuzu',
  summary:
    'Isuzu is a Japanese diesel and commercial vehicle specialist. In Britain it is known for the D-Max pickup, sold earlier as the Rodeo, and for light and medium trucks such as the Grafter and the Forward.',
  facts: [
    { label: 'Country of origin', value: 'Japan' },
    {
      label: 'UK range',
      value: 'D-Max pickup; Grafter, N-series and F-series (Forward) trucks',
    },
    { label: 'Fuel types offered', value: 'Diesel, with an electric D-Max from the mid-2020s' },
    { label: 'UK trucks sold since', value: '1996 (Isuzu Truck UK)' },
    { label: 'Known for', value: 'Tough diesel engines and long-lived pickups and trucks' },
  ],
  history: [
    "Isuzu's roots go back to the 1910s, when a Tokyo shipbuilding and engineering company began making vehicles, including cars built under licence from Britain's Wolseley. The Isuzu name was adopted in 1949, and the company became one of the world's leading makers of diesel engines, light trucks and pickups. A long partnership with General Motors brought Isuzu designs to Britain under other badges, including the Vauxhall Brava pickup and the Bedford Midi van.",
    'Under its own name, Isuzu sold the Trooper off-roader and the TF pickup here, followed in 2003 by the Rodeo, the British name for the first-generation D-Max. The D-Max name arrived in the UK in 2012, and a third generation followed in 2020. Isuzu Truck UK has sold light trucks here since 1996, added the pre-bodied Grafter tipper in 2003 and heavier Forward-based trucks of up to 18 tonnes in 2008.',
  ],
  popularity: [
    'The D-Max has a reputation as a no-nonsense working pickup with a payload of over a tonne and a 3.5-tonne towing limit on most versions, which makes it popular with farmers, builders and utility companies. The Grafter appeals to trades who want a tough, forward-control tipper that can be driven on a standard car licence.',
    "On used pickups, check the chassis, rear springs and brake pipes for corrosion and look for signs of heavy off-road or towing use. On the trucks, check the tipper body and hydraulics, the plated weight and your licence: vehicles above 3.5 tonnes need a C1 or C entitlement and, for most business use, an operator's licence.",
  ],
  popularModels: [
    { model: 'D-Max', note: 'A one-tonne pickup known for toughness and towing.' },
    { model: 'Grafter', note: 'A 3.5-tonne forward-control truck, usually a tipper.' },
    { model: 'Rodeo', note: 'The British name for the first-generation D-Max.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Isuzu',
    model: 'D-Max',
    slug: 'd-max',
    yearIntroduced: 2002,
    summary:
      "The D-Max is Isuzu's one-tonne pickup. It first appeared in 2002, but in Britain the first generation was sold as the Rodeo, and the D-Max name arrived here with the second generation in 2012. The third generation followed in 2020, built in Thailand in single, extended and double-cab forms with a 1.9-litre diesel, and an electric version was added in the mid-2020s. Payloads of over a tonne and strong towing make it a favourite working pickup.",
    commonUses: [
      'Farm and estate work',
      'Towing plant, livestock and horse trailers',
      'Utility and construction site work',
      'Combined business and leisure use',
    ],
    keyFeatures: [
      'Single, extended and double cab bodies',
      'Payload of over a tonne on most versions',
      '3.5-tonne towing capacity on most four-wheel-drive versions',
      'Four-wheel drive with low-range gearing',
      'Arctic Trucks AT35 version for heavy off-road use',
    ],
  },
  {
    make: 'Isuzu',
    model: 'Forward',
    slug: 'forward',
    yearIntroduced: 1970,
    summary:
      "The Forward is Isuzu's medium-duty cab-over truck range, known as the F-series, first introduced in Japan in 1970. In Britain, Isuzu Truck UK added Forward-based rigid trucks of up to 18 tonnes in 2008, above its N-series light trucks. These are lorries rather than vans: they need a C1 or C licence and, for most business use, an operator's licence, and they suit hauliers, builders' merchants and councils.",
    commonUses: [
      "Builders' merchants and plant hire deliveries",
      'Skip, refuse and municipal work',
      'Box and curtain-side distribution',
      'Recovery and specialist bodies',
    ],
    keyFeatures: [
      'Cab-over (forward-control) truck layout',
      'Gross weights from around 7.5 up to 18 tonnes',
      'Robust Isuzu diesel engines',
      'Bodies from box vans to tippers and dropsides',
    ],
  },
  {
    make: 'Isuzu',
    model: 'Grafter',
    slug: 'grafter',
    yearIntroduced: 2003,
    summary:
      'Grafter is the name Isuzu Truck UK gives to its 3.5-tonne N-series light truck, introduced in 2003 as a pre-bodied tipper that buyers could drive away from the dealer. Forward-control and rear-wheel drive on a separate chassis, it comes in two wheelbases with single or twin rear wheels, and later Grafter Green models use a 1.9-litre Euro 6 diesel that needs no AdBlue. It can be driven on a standard car licence.',
    commonUses: [
      'Landscaping and groundworks',
      'Builders and roofers',
      'Tree surgery and grounds maintenance',
      'Council and highways work',
    ],
    keyFeatures: [
      'Forward-control cab with excellent visibility',
      'Two wheelbases with single or twin rear wheels',
      'Pre-bodied tipper and dropside options',
      '1.9-litre Euro 6 diesel without AdBlue on Grafter Green',
      'Manual or automatic gearbox on later models',
    ],
  },
  {
    make: 'Isuzu',
    model: 'Rodeo',
    slug: 'rodeo',
    yearIntroduced: 2003,
    summary:
      'Rodeo was the name Isuzu used in Britain from 2003 to 2012 for the pickup sold elsewhere as the first-generation D-Max. Built in Thailand, it came as single, extended and double cabs with two- or four-wheel drive and diesel engines, the Denver trims being especially common. Replaced here by the D-Max in 2012, it is now a used-only buy: check the chassis and rear leaf springs for corrosion and the four-wheel-drive system for wear.',
    commonUses: [
      'Farm and rural work',
      'Towing trailers',
      'Budget working pickup',
      'Off-road and leisure use',
    ],
    keyFeatures: [
      'Single, extended and double cab bodies',
      'Two- or four-wheel drive',
      'Turbodiesel engines',
      'Denver trims with extra equipment',
    ],
  },
];

export default { info, models };
