import { formatMoney } from '#shared/format';
import { ULEZ_DAILY_CHARGE_GBP } from '#shared/site-facts';
import { firstCompliantYear, isUlezCompliant, type UlezCheckerFuel } from '#shared/ulez';

export type UlezVerdict = { compliant: boolean; heading: string; explanation: string };

const STANDARD: Record<UlezCheckerFuel, string> = {
  diesel: 'Euro 6',
  petrol: 'Euro 4',
  electric: 'zero emission',
};

/** The checker's answer: the shared rule (the one search uses) and why, in plain words. */
export function ulezVerdict(fuel: UlezCheckerFuel, year: number): UlezVerdict {
  const compliant = isUlezCompliant(fuel, year);
  const charge = formatMoney(ULEZ_DAILY_CHARGE_GBP);
  if (fuel === 'electric') {
    return {
      compliant,
      heading: 'ULEZ Compliant',
      explanation:
        'Electric vans produce no exhaust emissions, so they meet the ULEZ standard whatever their age and pay no daily charge.',
    };
  }
  const from = firstCompliantYear(fuel);
  if (compliant) {
    return {
      compliant,
      heading: 'ULEZ Compliant',
      explanation: `${capitalise(fuel)} vans registered from ${from} onwards are generally built to the ${STANDARD[fuel]} standard, so a ${year} ${fuel} van should not pay the ${charge} daily charge.`,
    };
  }
  return {
    compliant,
    heading: 'Not ULEZ Compliant',
    explanation: `${capitalise(fuel)} vans need to meet the ${STANDARD[fuel]} standard, which vans generally met from ${from}. A ${year} ${fuel} van is likely to pay ${charge} for each day it is driven in the zone.`,
  };
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);
