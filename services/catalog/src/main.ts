import { runService } from '@consign/kit';
import { catalogService } from './service';

runService(catalogService);
