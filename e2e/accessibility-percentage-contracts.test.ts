import { walkModule } from './support/accessibility-walk';

walkModule('percentage-contracts');
