import { runService } from '@consign/kit';
import { ledgerService } from './service';

runService(ledgerService);
