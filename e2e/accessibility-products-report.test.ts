import { walkModule } from './support/accessibility-walk';

walkModule('products-report');
