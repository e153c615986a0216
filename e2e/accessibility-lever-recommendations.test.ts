import { walkModule } from './support/accessibility-walk';

walkModule('lever-recommendations');
