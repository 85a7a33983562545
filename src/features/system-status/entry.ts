/**
 * What src/app uses of the system-status feature (the one file app may import
 * here, scripts/check-layers.ts). The status request itself is platform data
 * (src/platform/system-status.ts): boot asks before React.
 */
export { SystemStatusGate } from './components/SystemStatusGate';
