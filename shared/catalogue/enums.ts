/** Every enumeration, with the labels the product shows. */

export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const CONDITIONS = ['used', 'new'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const SELLER_TYPES = ['private_seller', 'trade_dealer'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];

export const LISTING_STATUSES = ['active', 'inactive', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Spec 02's pending, approved and rejected, and draft (issue 28): a listing not yet sent for
 * review, such as an imported row that ended with fewer than 3 photos. A draft is neither public
 * nor in the moderation queue; the seller's save of a complete form sends it (pending).
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'draft'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Not in the specification's enumerations; the filter panel gets a body type control (issue 3). */
export const BODY_TYPES = [
  'panel_van',
  'crew_van',
  'minibus',
  'pickup',
  'tipper',
  'dropside',
  'luton',
  'chassis_cab',
  'refrigerated',
  'camper',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const BOOST_TYPES = ['search_featured', 'homepage_featured', 'multiple'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_TAGS = ['regular', 'scraped'] as const;
export type UserTag = (typeof USER_TAGS)[number];

export const LABELS = {
  fuel_type: { diesel: 'Diesel', petrol: 'Petrol', electric: 'Electric', hybrid: 'Hybrid' },
  transmission: { manual: 'Manual', automatic: 'Automatic' },
  condition: { used: 'Used', new: 'New' },
  seller_type: { private_seller: 'Private Seller', trade_dealer: 'Trade Dealer' },
  service_history: { full: 'Full', partial: 'Partial', none: 'None' },
  status: { active: 'Active', inactive: 'Inactive', sold: 'Sold' },
  approval_status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    draft: 'Draft',
  },
  body_type: {
    panel_van: 'Panel Van',
    crew_van: 'Crew Van',
    minibus: 'Minibus',
    pickup: 'Pickup',
    tipper: 'Tipper',
    dropside: 'Dropside',
    luton: 'Luton',
    chassis_cab: 'Chassis Cab',
    refrigerated: 'Refrigerated',
    camper: 'Camper',
  },
} as const;
