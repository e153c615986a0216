import { walkModule } from './support/accessibility-walk';

walkModule('budget-map');
