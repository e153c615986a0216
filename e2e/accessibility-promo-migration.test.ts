import { walkModule } from './support/accessibility-walk';

walkModule('promo-migration');
