import type { components } from './generated/contract.gen';

/** A named schema of the contract (openapi/schemas), as both sides read and write it. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
