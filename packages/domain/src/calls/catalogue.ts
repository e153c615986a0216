import { INTEGRATION_LIST } from '../integration-declarations';
import { REGISTER_LIST } from '../register-declarations';
import type { CallDeclaration } from './call';
import { integrationCalls, integrationCallsOf } from './integration-calls';
import { jobCalls } from './jobs-calls';
import { profileCalls } from './profiles-calls';
import { registerCallsOf } from './register-calls';

/**
 * Every call of the API. The API serves exactly these (a test compares the served routes with
 * this list both ways), and the guard test walks it to prove each one's access.
 */
export const CALL_CATALOGUE: readonly CallDeclaration[] = [
  ...Object.values(profileCalls),
  ...REGISTER_LIST.flatMap((register) => Object.values(registerCallsOf(register))),
  ...Object.values(jobCalls),
  ...INTEGRATION_LIST.flatMap((integration) => Object.values(integrationCallsOf(integration))),
  ...Object.values(integrationCalls),
];
