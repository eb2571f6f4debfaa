/** The admin pages of one listing. */
export const adminListingPath = (id: string) => `/admin/listings/${encodeURIComponent(id)}`;
export const adminEditListingPath = (id: string) => `${adminListingPath(id)}/edit`;
export const adminUserPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
