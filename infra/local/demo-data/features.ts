import { FEATURES, type Feature } from '#shared/catalogue';
import type { Rng } from './random';
import type { DemoVehicle } from './vehicle';

const MIN_FEATURES = 3;
const MAX_FEATURES = 10;

/**
 * 3 to 10 of the 26 feature options, consistent with the van: what its body and size codes
 * imply first (a Luton's tail lift, an L3's long wheelbase), then kit that fits its age.
 */
export function pickFeatures(rng: Rng, v: DemoVehicle): Feature[] {
  const implied = new Set<Feature>(impliedFeatures(rng, v));
  const optional = optionalFeatures(rng, v).filter((feature) => !implied.has(feature));
  const chosen = [...implied].slice(0, MAX_FEATURES);
  for (const feature of rng.shuffle(optional)) {
    if (chosen.length >= MAX_FEATURES) break;
    chosen.push(feature);
  }
  // Bare old vans still list something an advert would: steering, doors, security.
  for (const filler of rng.shuffle<Feature>([
    'Power Steering',
    'Rear Loading Door',
    'Alarm & Immobiliser',
    'Tow Bar',
  ])) {
    if (chosen.length >= MIN_FEATURES) break;
    if (!chosen.includes(filler)) chosen.push(filler);
  }
  return FEATURES.filter((feature) => chosen.includes(feature));
}

function impliedFeatures(rng: Rng, v: DemoVehicle): Feature[] {
  const codes = `${v.config ?? ''} ${v.spec.model}`;
  const features: Feature[] = [];
  if (/L4|XLWB|Extra Long|Super High/.test(codes)) features.push('Extra Long Wheelbase');
  else if (/L3|LWB|\bLong\b|\bXL\b|Maxi|LL|LM|LH/.test(codes)) features.push('Long Wheelbase');
  if (/H2|H3|High Roof/.test(codes)) features.push('High Roof');
  if (v.body === 'crew_van' || /Double Cab|Crew/.test(codes)) features.push('Crew Cab');
  if (v.body === 'refrigerated') features.push('Refrigeration');
  if (v.body === 'luton' && rng.chance(0.65)) features.push('Tail Lift');
  if (v.body === 'tipper' && rng.chance(0.3)) features.push('Power Take Off');
  if (v.body === 'minibus' && rng.chance(0.12)) features.push('Wheelchair Access');
  return features;
}

function optionalFeatures(rng: Rng, v: DemoVehicle): Feature[] {
  const { year, body } = v;
  const isCargo = body === 'panel_van' || body === 'crew_van' || body === 'refrigerated';
  const odds: [Feature, number][] = [
    ['Power Steering', year >= 1995 ? 0.8 : 0.05],
    ['Electric Windows', year >= 2005 ? 0.65 : 0.05],
    ['Bluetooth / AUX / USB', year >= 2012 ? 0.7 : year >= 2006 ? 0.25 : 0],
    ['Parking Sensors', year >= 2014 ? 0.5 : year >= 2008 ? 0.15 : 0],
    ['Cruise Control', year >= 2012 ? 0.45 : 0.05],
    ['Sat Nav', year >= 2014 ? 0.25 : 0.02],
    ['Reversing Camera', year >= 2016 ? 0.3 : 0.03],
    ['Heated Seats', year >= 2012 ? 0.1 : 0],
    ['Alarm & Immobiliser', 0.35],
    ['Tow Bar', body === 'pickup' ? 0.6 : 0.3],
    ['Roof Rack', isCargo ? 0.2 : 0.05],
    ['Ply Lining', isCargo ? 0.55 : 0],
    ['Bulkhead', isCargo ? 0.6 : 0],
    ['Side Loading Door', isCargo || body === 'minibus' ? 0.6 : 0],
    ['Rear Loading Door', isCargo || body === 'luton' ? 0.45 : 0],
    ['Racking', isCargo ? 0.1 : 0],
    ['Shelving', isCargo ? 0.1 : 0],
    ['Tool Storage', isCargo || body === 'pickup' ? 0.08 : 0],
  ];
  return odds.filter(([, p]) => rng.chance(p)).map(([feature]) => feature);
}
