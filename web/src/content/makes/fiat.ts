import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Fiat',
  slug: 'fiat',
  summary:
    'Fiat sells its vans under the Fiat Professional name. In Britain it is best known for the Ducato, the most widely used base for motorhomes in Europe, alongside smaller vans such as the Doblò, Fiorino and Scudo.',
  facts: [
    { label: 'Headquarters', value: 'Turin, Italy' },
    { label: 'Van brand', value: 'Fiat Professional (since 2007)' },
    { label: 'Parent group', value: 'Stellantis (since 2021)' },
    { label: 'Van range', value: 'Fiorino, Doblò, Scudo and Ducato, new and used' },
    {
      label: 'Fuel types offered',
      value: 'Diesel, petrol and full electric (E-Doblò, E-Scudo, E-Ducato)',
    },
  ],
  history: [
    'Fiat has built commercial vehicles since the early twentieth century. In 1975 its truck business was merged with other makers to form Iveco, while Fiat kept its light vans. A turning point came in 1978, when Fiat and the PSA group set up the Sevel joint venture to build vans together; its plant at Atessa in central Italy began building the Ducato in 1981, and a second Sevel plant in northern France later built the Scudo with its Peugeot and Citroën twins.',
    'The small Fiorino name dates from 1977, and the Doblò followed in 2000, built by Tofaş in Bursa, Turkey. In 2007 Fiat gathered its vans under the Fiat Professional brand. For a few years from 2016 the mid-size slot was filled by the Talento, a version of the Renault Trafic, until the creation of Stellantis in 2021 brought Fiat and PSA together. Since 2022 the Doblò and Scudo have shared platforms with their Stellantis cousins, and every Fiat Professional van has gained a fully electric version.',
  ],
  popularity: [
    "The Ducato is the main reason many British buyers know Fiat's vans. Its front-wheel-drive layout and low floor make it ideal for motorhome conversion, so a large share of the used motorhomes on sale are Ducato-based, and the van itself is a solid workhorse for couriers and conversions.",
    'Fiat Professional vans are often priced keenly, and because they share so much with Peugeot, Citroën and Vauxhall models, parts and know-how are easy to find. When buying a Ducato-based motorhome, look for a recent habitation check and signs of damp as well as the usual mechanical checks, and on the vans, confirm the emissions standard if you work in a clean air zone.',
  ],
  popularModels: [
    { model: 'Ducato', note: 'The large van behind most European motorhomes.' },
    { model: 'Doblò', note: 'A tall, practical small van and passenger vehicle.' },
    { model: 'Fiorino', note: 'A compact city van for tight streets.' },
    { model: 'Scudo', note: 'A mid-size van revived in 2022 with an electric version.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Fiat',
    model: 'Ducato',
    slug: 'ducato',
    yearIntroduced: 1981,
    summary:
      'The Ducato has been built since 1981 at the Sevel plant in Atessa, central Italy, which also builds its twins the Peugeot Boxer and Citroën Relay. The current basic design dates from 2006, with major updates in 2014 and 2021, and an electric E-Ducato was added in 2020. Front-wheel drive keeps the floor low, which is a big reason it is the most common base for European motorhomes; as a van it comes in many lengths, heights and weights.',
    commonUses: [
      'Motorhome and camper van bases',
      'Courier and parcel delivery',
      'Luton, dropside and refrigerated conversions',
      'Minibuses and accessible vehicles',
    ],
    keyFeatures: [
      'Front-wheel drive with a low load floor',
      'Several wheelbases, lengths and roof heights',
      'Multijet diesel engines',
      'Electric E-Ducato',
      'Shares its body with the Peugeot Boxer and Citroën Relay',
    ],
  },
  {
    make: 'Fiat',
    model: 'Doblò',
    slug: 'doblo',
    yearIntroduced: 2000,
    summary:
      'The Doblò arrived in 2000 as a tall, practical small van and passenger vehicle built by Tofaş in Bursa, Turkey. The larger second generation of 2010 was also sold as the Vauxhall Combo and was offered in long Maxi form and with high roofs. Since 2022 the Doblò has been built on the Stellantis small-van platform shared with the Citroën Berlingo and Peugeot Partner, including the fully electric E-Doblò.',
    commonUses: [
      'Small trades and service engineers',
      'Local delivery and courier work',
      'Wheelchair-accessible conversions of passenger versions',
      'Small business vans',
    ],
    keyFeatures: [
      'Standard and long Maxi versions',
      'High-roof options on the second generation',
      'Electric E-Doblò on the latest model',
      'Latest model shares parts with the Berlingo, Partner and Combo',
    ],
  },
  {
    make: 'Fiat',
    model: 'Fiorino',
    slug: 'fiorino',
    yearIntroduced: 1977,
    summary:
      'Fiat has used the Fiorino name for its smallest van since 1977, when early versions were based on its small cars such as the 127 and later the Uno. The version most UK buyers meet is the one launched in 2008, built by Tofaş in Turkey alongside its twins the Citroën Nemo and Peugeot Bipper. It is a true city van, short enough to park like a small car yet able to carry a useful load, with small petrol and diesel engines.',
    commonUses: [
      'City-centre deliveries',
      'Sole traders such as cleaners and couriers',
      'Sales and maintenance visits',
      'Takeaway and catering deliveries',
    ],
    keyFeatures: [
      'Very compact footprint and tight turning circle',
      'Economical small diesel engines',
      'Sliding side door',
      'Twin of the Citroën Nemo and Peugeot Bipper',
    ],
  },
  {
    make: 'Fiat',
    model: 'Scudo',
    slug: 'scudo',
    yearIntroduced: 1995,
    summary:
      "The Scudo is Fiat's mid-size van. The first two generations, from 1995 and 2007, were built at the Sevel Nord plant in northern France alongside the Peugeot Expert and Citroën Dispatch. Fiat dropped the name in 2016 in favour of the Renault-built Talento, then revived it in 2022 on the current Stellantis platform with diesel and fully electric E-Scudo versions, so used Scudos fall into two distinct age groups.",
    commonUses: [
      'Trades vans',
      'Courier and delivery work',
      'Crew vans for small teams',
      'Camper and day-van conversions',
    ],
    keyFeatures: [
      'Sizes and roof heights similar to the Expert and Dispatch',
      'Multijet diesel engines on earlier models',
      'Electric E-Scudo from 2022',
      'Parts shared with Peugeot, Citroën, Vauxhall and Toyota twins',
    ],
  },
];

export default { info, models };
