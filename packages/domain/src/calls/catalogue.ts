import { actuatorCalls } from './actuator-calls';
import { approvalFlowCalls } from './approval-flows-calls';
import { authCalls } from './auth-calls';
import { calendarCalls } from './calendar-calls';
import type { CallDeclaration } from './call';
import { mailCalls } from './mail-calls';
import { npsCalls } from './nps-calls';
import { profileCalls } from './profiles-calls';
import { userCalls, userTabCalls } from './users-calls';

/**
 * Every call of the API. The API serves exactly these (a test compares the served routes with
 * this list both ways), and the guard test walks it to prove each one's access.
 */
export const CALL_CATALOGUE: readonly CallDeclaration[] = [
  ...Object.values(profileCalls),
  ...Object.values(approvalFlowCalls),
  ...Object.values(calendarCalls),
  ...Object.values(userCalls),
  ...Object.values(userTabCalls),
  ...Object.values(authCalls),
  ...Object.values(npsCalls),
  ...Object.values(mailCalls),
  ...Object.values(actuatorCalls),
];
