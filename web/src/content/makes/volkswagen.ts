import type { MakeInfo, ModelInfo } from './types';

const info: MakeInfo = {
  make: 'Volkswagen',
  slug: 'volkswagen',
  summary:
    "Volkswagen Commercial Vehicles builds the Caddy, Transporter and Crafter. Its Transporter line, from the 1950 original to today's models, is one of the best-known van families in the world and the backbone of the camper van scene.",
  facts: [
    { label: 'Headquarters', value: 'Hanover, Germany (Volkswagen Commercial Vehicles)' },
    { label: 'Vans built since', value: '1950 (Transporter T1)' },
    {
      label: 'Van range',
      value: 'Caddy, Transporter, ID. Buzz Cargo, Crafter and California campers',
    },
    { label: 'Fuel types offered', value: 'Diesel, petrol, plug-in hybrid and full electric' },
    { label: 'Known for', value: 'Strong residual values and a huge camper and conversion scene' },
  ],
  history: [
    'The Transporter began with a 1947 sketch by Dutch importer Ben Pon of a box-shaped van built on Beetle mechanicals. Production started at Wolfsburg in 1950 and moved to a dedicated factory in Hanover in 1956. The T2 Bay Window followed in 1967, and the boxier T3, known in Britain as the T25, in 1979; it was the last Transporter with its engine in the rear.',
    'The T4 of 1990 moved the engine to the front and drive to the front wheels, and the T5 (2003), T6 (2015) and T6.1 (2019) refined that layout. The latest Transporter, widely called the T7 in Britain, arrived in 2024 after being developed with Ford. Above it, the LT of 1975 gave way in 2006 to the Crafter, built by Mercedes-Benz until Volkswagen opened its own Crafter plant at Września in Poland in 2016. Below it, the Caddy grew from a Golf-based pickup in the early 1980s into a family of small vans and people carriers built in Poznań.',
    'Volkswagen has long supplied factory campers, first through Westfalia conversions and from the late 1980s under the California name, now spanning the Caddy California, California and Grand California. Electric vans include the e-Crafter of 2018, an electric Transporter 6.1 converted by ABT, the ID. Buzz Cargo of 2022 and the latest eTransporter.',
  ],
  popularity: [
    "Volkswagen vans combine car-like cabs with strong residual values, which is why the Transporter is a favourite with owner-drivers who want a van that is comfortable for long days and still worth something when they sell. Classic T1, T2 and T3 models are now collectors' vehicles, and T4 to T6 vans are among the most popular bases for camper conversions.",
    'Anyone buying a converted camper should check that the conversion is documented and properly insured, and whether the vehicle is registered as a motor caravan. On later diesels, check the service history and confirm the Euro emissions standard if you need to drive in a clean air zone. Classic vans more than 40 years old that are not used commercially can usually move into the historic vehicle tax class.',
  ],
  popularModels: [
    { model: 'Transporter T6', note: 'The Euro 6 Transporter and a top choice for conversions.' },
    { model: 'Transporter T5', note: 'A plentiful, versatile used buy from 2003 to 2015.' },
    { model: 'Crafter', note: 'A large van with front-, rear- or all-wheel drive.' },
    { model: 'Caddy Cargo', note: 'A small van on the same platform as the Golf.' },
    { model: 'Transporter T2', note: 'The Bay Window classic beloved of campers.' },
    { model: 'Transporter T1', note: 'The original Split-screen, now a sought-after classic.' },
  ],
};

const models: ModelInfo[] = [
  {
    make: 'Volkswagen',
    model: 'Transporter T1',
    slug: 'transporter-t1',
    yearIntroduced: 1950,
    summary:
      'The original Transporter, known as the Split-screen or Splitty for its two-piece windscreen, was built in Germany from 1950 to 1967 and for longer in Brazil. Based on Beetle mechanicals with an air-cooled flat-four engine in the rear, it came as a panel van, pickup, Kombi and microbus, including the windowed Samba deluxe bus. Today it is a sought-after classic and a used-only buy, with prices driven by originality and the quality of any restoration.',
    commonUses: [
      'Classic restoration projects',
      'Shows, club events and weddings',
      'Occasional camping in converted examples',
      'Long-term classic ownership',
    ],
    keyFeatures: [
      'Split two-piece windscreen',
      'Rear-mounted air-cooled flat-four engine',
      'Many body styles, including pickup and Samba bus',
      'Eligible for historic vehicle tax if not used commercially',
      'Strong specialist parts and club support',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T2',
    slug: 'transporter-t2',
    yearIntroduced: 1967,
    summary:
      'The second-generation Transporter, known as the Bay Window, replaced the Split-screen in 1967 with a one-piece wraparound windscreen, a larger body and improved rear suspension. German production ended in 1979, but Brazilian factories built a version until 2013, so check where a van was made. Westfalia and British converters such as Devon turned many into campers, which are now among the most desirable classic vans. It is a classic, used-only buy.',
    commonUses: [
      'Classic camping and touring',
      'Restoration projects',
      'Wedding and event hire',
      'Collecting',
    ],
    keyFeatures: [
      'One-piece wraparound windscreen',
      'Air-cooled rear engines from 1.6 to 2.0 litres',
      'Wide range of factory and aftermarket camper conversions',
      'Brazilian-built versions made until 2013',
      'Good specialist parts supply',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T3',
    slug: 'transporter-t3',
    yearIntroduced: 1979,
    summary:
      "The T3, known in Britain as the T25, arrived in 1979 as a boxier, roomier Transporter and was the last with its engine in the rear. Early vans kept air-cooled engines before water-cooled Wasserboxer petrol engines and small diesels took over in the early 1980s, and the syncro four-wheel-drive versions are highly prized. Westfalia campers and Caravelle passenger models make up much of today's classic market, and it is a used-only buy.",
    commonUses: [
      'Classic camper touring',
      'Overland and restoration projects, especially syncro models',
      'Weddings and events',
      'Everyday use by enthusiasts',
    ],
    keyFeatures: [
      'Rear-mounted air-cooled, then water-cooled Wasserboxer engines',
      'Diesel and turbodiesel options',
      'syncro four-wheel-drive versions',
      'Square, roomy body that suits conversions',
      'Older examples may qualify for historic vehicle tax',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T4',
    slug: 'transporter-t4',
    yearIntroduced: 1990,
    summary:
      'The T4 of 1990 was a complete rethink: the engine moved to the front, driving the front wheels, which freed up a flat, low load floor. It came in short and long wheelbases with petrol engines and a range of diesels, the later 2.5 TDI being the most sought after, plus syncro four-wheel drive. Production ended in 2003, and the T4 is now a classic-leaning used buy and a favourite base for affordable campers, though rust and tired engines are common.',
    commonUses: [
      'Budget camper conversions',
      'Day vans and surf vehicles',
      'Older trades vans and runabouts',
      'Restoration projects',
    ],
    keyFeatures: [
      'Front engine and front-wheel drive with a flat load floor',
      'Short and long wheelbase',
      '2.5 TDI diesel is the most sought-after engine',
      'syncro four-wheel-drive versions',
      'Caravelle and Multivan passenger models',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T5',
    slug: 'transporter-t5',
    yearIntroduced: 2003,
    summary:
      "Launched in 2003, the T5 brought a more car-like cab and better safety equipment, and a 2009 facelift, often called the T5.1, introduced common-rail 2.0 TDI diesels. Panel vans, Kombi crew vans, Shuttle and Caravelle passenger models and the factory California camper were all offered, with 4MOTION four-wheel drive on some versions. It is a plentiful used buy, though its diesels meet Euro 5 at best, which falls short of London's ULEZ standard.",
    commonUses: [
      'Trades and owner-driver work',
      'Camper and day-van conversions',
      'Crew vans for teams',
      'Shuttle and minibus work',
    ],
    keyFeatures: [
      'Short and long wheelbase with low, medium and high roofs',
      'Common-rail 2.0 TDI diesels from the facelift',
      '4MOTION four-wheel-drive versions',
      'Factory California camper and Caravelle passenger models',
      'Diesels do not meet Euro 6, so check clean air zone rules',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T6',
    slug: 'transporter-t6',
    yearIntroduced: 2015,
    summary:
      'The T6 arrived in 2015 as a heavily updated T5 with Euro 6 diesel engines, new styling and more safety equipment. A further update in 2019, the T6.1, added a new dashboard, electric power steering and more driver assistance, and an electric version converted by ABT was offered. Sold as panel van, Kombi, Shuttle, Caravelle and California camper, it is one of the most popular mid-size vans on the used market and holds its value strongly.',
    commonUses: [
      'Owner-driver trades',
      'Camper conversions and the factory California',
      'Crew vans and shuttle buses',
      'Sports and lifestyle use',
    ],
    keyFeatures: [
      'Euro 6 diesel engines that meet the ULEZ standard',
      'T6.1 update with new dashboard and driver aids',
      'DSG automatic and 4MOTION four-wheel-drive options',
      'Electric ABT e-Transporter 6.1 version',
      'Strong residual values',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Transporter T7',
    slug: 'transporter-t7',
    yearIntroduced: 2024,
    summary:
      'Volkswagen first used the T7 label for the 2021 Multivan people carrier, but in Britain it is widely applied to the new Transporter van introduced in 2024. Developed with Ford and built alongside the Transit Custom in Turkey, it is larger than the T6.1 and comes with diesel, plug-in hybrid and fully electric eTransporter versions. Check which vehicle a listing means, as a Multivan T7 is a passenger vehicle on a different platform rather than a van.',
    commonUses: [
      'Trades and service fleets',
      'Crew vans and passenger transport',
      'Electric urban delivery in eTransporter form',
      'Conversions and lifestyle use',
    ],
    keyFeatures: [
      'Shares its platform with the Ford Transit Custom',
      'Diesel, plug-in hybrid and electric versions',
      'Larger load area than the T6.1',
      'Modern cab with a large touchscreen and driver assistance',
      'Multivan T7 is a separate people carrier',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Crafter',
    slug: 'crafter',
    yearIntroduced: 2006,
    summary:
      "The Crafter is Volkswagen's large van. The first generation, from 2006 to 2016, was built by Mercedes-Benz alongside the Sprinter with Volkswagen engines, while the second generation, launched in 2016 and built at a new plant in Września, Poland, is Volkswagen's own design with front-, rear- and all-wheel drive. It comes as panel van, crew van, chassis cab and minibus, with the electric e-Crafter and the Grand California camper based on it.",
    commonUses: [
      'Courier, parcel and multi-drop work',
      'Luton and tipper bodies on the chassis cab',
      'Motorhome bases, including the Grand California',
      'Minibus and accessible transport',
    ],
    keyFeatures: [
      'Front-, rear- and 4MOTION all-wheel drive on the second generation',
      'Several lengths and roof heights',
      'Eight-speed automatic option',
      'Electric e-Crafter version',
      'Twin of the MAN TGE',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Caddy Cargo',
    slug: 'caddy-cargo',
    yearIntroduced: 2020,
    summary:
      'Caddy Cargo is the name of the panel-van version of the fifth-generation Volkswagen Caddy, launched in 2020. Built in Poznań, Poland, on the same MQB platform as the Golf, it has a more car-like interior and more driver assistance than earlier Caddys, and comes in standard and long Maxi lengths. Earlier panel vans were simply badged Caddy, and the current model also forms the basis of the latest Ford Transit Connect.',
    commonUses: [
      'Service engineers and small trades',
      'Urban delivery and courier work',
      'Sales and maintenance fleets',
      'Small business vans',
    ],
    keyFeatures: [
      'MQB platform with car-like driving manners',
      'Standard and Maxi long-wheelbase versions',
      'Petrol and diesel engines with DSG automatic options',
      'Modern driver assistance on many versions',
      'Twin of the latest Ford Transit Connect',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Caddy Life',
    slug: 'caddy-life',
    yearIntroduced: 2004,
    summary:
      'Caddy Life is the passenger version of the Caddy, introduced in 2004 with the third-generation model and carried on through later Caddys. With side windows, a second row of seats and, in Maxi form, room for seven, it appeals to families and businesses who want a compact, durable people carrier with van practicality. Current models share their MQB underpinnings with the Caddy Cargo, and many are converted for wheelchair access.',
    commonUses: [
      'Family transport',
      'Wheelchair-accessible vehicle conversions',
      'Taxi and private hire',
      'Dog owners, cyclists and outdoor hobbies',
    ],
    keyFeatures: [
      'Five or seven seats depending on length',
      'Sliding rear side doors',
      'Large boot with removable rear seats',
      'Van-derived toughness with car-like comfort',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Caddy California',
    slug: 'caddy-california',
    yearIntroduced: 2020,
    summary:
      "The Caddy California is Volkswagen's smallest factory camper, revealed in 2020 on the fifth-generation Caddy and sold in the UK from 2021. A fold-out bed about two metres long sits over the load area, an optional pull-out kitchen with a single gas hob slides out under the tailgate, and a large glass roof is available. It replaced the earlier Caddy Beach and suits couples who want a compact camper that also works as an everyday car.",
    commonUses: [
      'Weekend breaks and festival trips for two',
      'Everyday driving with camping ability',
      'Surfing, cycling and other outdoor sports',
      'Couples downsizing from a larger camper',
    ],
    keyFeatures: [
      'Fold-out double bed about two metres long',
      'Optional pull-out mini kitchen',
      'Optional panoramic glass roof',
      'Standard and Maxi lengths',
    ],
  },
  {
    make: 'Volkswagen',
    model: 'LT',
    slug: 'lt',
    yearIntroduced: 1975,
    summary:
      "The LT was Volkswagen's large van before the Crafter. The first generation, built from 1975, was a tough rear-wheel-drive van, high-roof van and chassis cab with petrol and diesel engines, and many were turned into motorhomes. The second generation of 1996 shared its body with the Mercedes-Benz Sprinter but used Volkswagen engines, and was replaced by the Crafter in 2006. Today the LT is a classic or budget used-only buy.",
    commonUses: [
      'Motorhome and camper projects',
      'Classic commercial restorations',
      'Budget large-van use at low mileage',
      'Specialist conversions',
    ],
    keyFeatures: [
      'Rear-wheel drive',
      'Panel van, high-roof and chassis cab versions',
      'Second generation shares its body with the Sprinter',
      'Replaced by the Crafter in 2006',
    ],
  },
];

export default { info, models };
