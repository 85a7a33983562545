/**
 * The endpoint → schema table moved to src/api/contract.ts (one contract for the
 * portal and the sandbox): add new rows THERE.
 */
export { contract, type EndpointSchemas } from '../src/api/contract';
