/** What src/app uses of the support feature (the one file app may import here, scripts/check-layers.ts). */
export { openCustomerService, openServiceEntry } from './open-customer-service';
export { useServiceEntries } from './hooks/useServiceEntries';
