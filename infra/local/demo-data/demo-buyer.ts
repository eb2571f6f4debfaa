/**
 * The demo buyer: no listings of their own; saved vans in every state (decision 064) and saved
 * searches with their alerts, one paused (decision 065). Demo password: local stage only.
 */
export const DEMO_BUYER = {
  id: 'demo-buyer-0001-4000-8000-000000000001',
  email: 'buyer@vanyard.example',
  password: 'demo-buyer-2026',
  fullName: 'Sam Patel',
} as const;
