import { runService } from '@consign/kit';
import { identityService } from './service';

runService(identityService);
