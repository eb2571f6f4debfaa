/** What other domains use of the vehicle data (decision 048: one entry per domain). */
export { mileageFlagOf, mileageFlagsOf } from './mileage-flags';
