import { walkModule } from './support/accessibility-walk';

walkModule('cashflow');
