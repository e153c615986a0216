import { walkModule } from './support/accessibility-walk';

walkModule('cycle-folder');
